import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VisitEventDto } from '../../../domain/visits/dtos.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { EventDialog } from './event-dialog.tsx';

const EVENT: VisitEventDto = {
  id: '00000000-0000-4000-8000-0000000000e1',
  slug: 'family-session',
  kind: 'family-session',
  titleEn: 'Family session',
  titleEs: 'Sesión para familias',
  descriptionEn: null,
  descriptionEs: null,
  format: 'in-person',
  location: '1 Main St, Austin, TX',
  meetingUrl: null,
  recurrence: { kind: 'weekly', weekday: 6, everyWeeks: 1 },
  startsOn: '2027-03-06',
  endsOn: null,
  localTime: '10:00',
  durationMinutes: 90,
  capacity: 12,
  cutoffMinutes: 1440,
  languages: ['en', 'es'],
  isArchived: false,
};

type Answer = { status: number; body: unknown };

/** Stands in for the API at fetch: answers every write with `answer` and records what was sent. */
function fakeApi(answer: Answer = { status: 201, body: EVENT }) {
  const sent: { method: string; path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      sent.push({ method: String(init?.method), path, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { sent };
}

afterEach(() => vi.unstubAllGlobals());

async function openDialog(event?: VisitEventDto) {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <EventDialog event={event} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: event ? /^Edit/ : 'New visit' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByLabelText(name);
const setDate = (dialog: HTMLElement, name: RegExp, value: string) =>
  fireEvent.change(field(dialog, name), { target: { value } });

/** The message shown beside a field (its aria-describedby error). */
function errorOf(control: HTMLElement): string | null {
  const id = (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .find((one) => one.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.selectOptions(field(dialog, /^Kind/), 'family-session');
  await user.type(field(dialog, /Title in English/), 'Family session');
  await user.type(field(dialog, /Title in Spanish/), 'Sesión para familias');
  await user.type(field(dialog, /^Address/), '1 Main St, Austin, TX');
  await user.type(field(dialog, /^Time/), '10:00');
  await user.clear(field(dialog, /Length in minutes/));
  await user.type(field(dialog, /Length in minutes/), '90');
  await user.type(field(dialog, /^Seats/), '12');
}

describe('the visit form', () => {
  it('checks the fields with the shared schema and sends nothing while they are wrong', async () => {
    const { sent } = fakeApi();
    const { user, dialog } = await openDialog();
    await user.selectOptions(field(dialog, /^Repeat/), 'monthly');
    await user.clear(field(dialog, /Booking closes/));
    await user.click(within(dialog).getByRole('button', { name: 'Add visit' }));

    const summary = await within(dialog).findByRole('alert', { name: 'There is a problem' });
    for (const message of [
      'Choose the kind of visit',
      'Enter the English title',
      'Choose which one in the month: first, second, third, fourth or last',
      'Choose the day of the week',
      'Enter the first day',
      'Enter the time as HH:MM, like 10:00 or 19:00',
      'Enter the number of seats as a whole number, like 12',
      'Enter how many hours before the start booking closes, like 24',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeTruthy();
    }
    expect(errorOf(field(dialog, /Which one/))).toBe(
      'Choose which one in the month: first, second, third, fourth or last',
    );
    expect(errorOf(field(dialog, /^Seats/))).toBe(
      'Enter the number of seats as a whole number, like 12',
    );
    expect(sent).toEqual([]);
  });

  it('asks for the address of an in-person visit once the rest is right', async () => {
    const { sent } = fakeApi();
    const { user, dialog } = await openDialog();
    await fillRequired(user, dialog);
    await user.clear(field(dialog, /^Address/));
    setDate(dialog, /^Day/, '2027-03-10');
    await user.click(within(dialog).getByRole('button', { name: 'Add visit' }));

    await vi.waitFor(() =>
      expect(errorOf(field(dialog, /^Address/))).toBe('An in-person visit needs its address'),
    );
    expect(sent).toEqual([]);
  });

  it('posts every other week as the weekly rule every 2 weeks, the cut-off in minutes', async () => {
    const { sent } = fakeApi();
    const { user, dialog } = await openDialog();
    await fillRequired(user, dialog);
    await user.selectOptions(field(dialog, /^Repeat/), 'every-other-week');
    await user.selectOptions(field(dialog, /Day of the week/), 'Wednesday');
    setDate(dialog, /^First day/, '2027-03-03');
    setDate(dialog, /^Last day/, '2027-06-30');
    expect(within(dialog).getByText('Every other Wednesday at 10:00 AM')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add visit' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/visit-events',
      body: {
        kind: 'family-session',
        titleEn: 'Family session',
        titleEs: 'Sesión para familias',
        descriptionEn: null,
        descriptionEs: null,
        format: 'in-person',
        location: '1 Main St, Austin, TX',
        meetingUrl: null,
        recurrence: { kind: 'weekly', weekday: 3, everyWeeks: 2 },
        startsOn: '2027-03-03',
        endsOn: '2027-06-30',
        localTime: '10:00',
        durationMinutes: 90,
        capacity: 12,
        cutoffMinutes: 1440,
        languages: ['en', 'es'],
      },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('posts the nth weekday of the month, a virtual link and the languages chosen', async () => {
    const { sent } = fakeApi();
    const { user, dialog } = await openDialog();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('radio', { name: /Virtual/ }));
    await user.type(field(dialog, /Meeting link/), 'https://meet.example.org/briefing');
    await user.selectOptions(field(dialog, /^Repeat/), 'monthly');
    await user.selectOptions(field(dialog, /Which one/), 'Second');
    await user.selectOptions(field(dialog, /Day of the week/), 'Tuesday');
    setDate(dialog, /^First day/, '2027-01-01');
    await user.clear(field(dialog, /Booking closes/));
    await user.type(field(dialog, /Booking closes/), '1.5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'English' }));
    expect(within(dialog).getByText('The second Tuesday of each month at 10:00 AM')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add visit' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      format: 'virtual',
      location: null,
      meetingUrl: 'https://meet.example.org/briefing',
      recurrence: { kind: 'monthly', weekday: 2, nth: 2 },
      startsOn: '2027-01-01',
      endsOn: null,
      cutoffMinutes: 90,
      languages: ['es'],
    });
  });

  it('opens a visit as saved and patches it; weekdays and once carry no day', async () => {
    const { sent } = fakeApi({ status: 200, body: EVENT });
    const { user, dialog } = await openDialog(EVENT);
    expect((field(dialog, /Title in English/) as HTMLInputElement).value).toBe('Family session');
    expect((field(dialog, /Day of the week/) as HTMLSelectElement).value).toBe('6');
    expect((field(dialog, /Booking closes/) as HTMLInputElement).value).toBe('24');
    await user.selectOptions(field(dialog, /^Repeat/), 'weekdays');
    await user.click(within(dialog).getByRole('button', { name: 'Save visit' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('PATCH');
    expect(sent[0]?.path).toBe(`/api/visit-events/${EVENT.id}`);
    expect(sent[0]?.body.recurrence).toEqual({ kind: 'weekdays' });
    expect(sent[0]?.body.capacity).toBe(12);
  });

  it('shows the server’s field messages beside their fields, nested ones included', async () => {
    const { sent } = fakeApi({
      status: 400,
      body: {
        message: 'Please correct the request.',
        fieldErrors: {
          'recurrence.weekday': ['The first day is not a Saturday'],
          capacity: ['At most 500 seats'],
        },
      },
    });
    const { user, dialog } = await openDialog(EVENT);
    await user.click(within(dialog).getByRole('button', { name: 'Save visit' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await vi.waitFor(() =>
      expect(errorOf(field(dialog, /Day of the week/))).toBe('The first day is not a Saturday'),
    );
    expect(errorOf(field(dialog, /^Seats/))).toBe('At most 500 seats');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
