import { describe, expect, it } from 'vitest';
import {
  answer,
  api,
  DAY,
  families,
  offerNext,
  offerTokenOf,
  setSeats,
  setUpAdmissionsApp,
  t,
} from '../../../../tests/admissions-kit.ts';
import { pngSample, uploadPaper } from '../../../../tests/paper-samples.ts';
import { signInAsNewAdmin } from '../../../../tests/test-app.ts';
import { nextAddress, statusTokenOf } from '../../../../tests/waiting-list-helpers.ts';
import { STUCK_AFTER_DAYS } from '../../../domain/admissions/enrollment-tasks.ts';
import type {
  EnrollmentProgressDto,
  EnrollmentTaskListDto,
} from '../../../domain/admissions/dtos.ts';
import { NO_ACCEPTED_SEAT_MESSAGE } from './first-day-file.ts';

setUpAdmissionsApp();

const tasksOf = async (token: string) => {
  const response = await t.app.inject({
    url: `/api/waiting-list/status/${token}/tasks`,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return (response.json() as EnrollmentTaskListDto).taskList;
};
const statusesOf = async (token: string) =>
  Object.fromEntries((await tasksOf(token))!.tasks.map(({ task, status }) => [task, status]));
const calendarOf = (token: string) =>
  t.app.inject({
    url: `/api/waiting-list/status/${token}/first-day.ics`,
    remoteAddress: nextAddress(),
  });
/** Signed in afresh each time: the tests move the clock past a session's idle limit. */
const progress = async () => {
  const { headers } = await signInAsNewAdmin(t, { roles: ['admissions'] });
  const response = await t.app.inject({ url: '/api/admissions/enrollment-progress', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as EnrollmentProgressDto[];
};

/** A family of this test's seat that has accepted it; the entry and its status link. */
async function acceptedFamily(overrides: Record<string, unknown> = {}) {
  const group = await setSeats(1);
  const [id] = await families(1, overrides);
  expect((await offerNext(group.id, 1)).statusCode).toBe(201);
  const token = await statusTokenOf(t, id!);
  // An open offer has no task list yet, nor a first day.
  expect(await tasksOf(token)).toBeNull();
  expect((await calendarOf(token)).json().message).toBe(NO_ACCEPTED_SEAT_MESSAGE);
  expect((await answer(await offerTokenOf(id!), 'accept')).statusCode).toBe(200);
  return { id: id!, token };
}

describe('the task list after "yes"', () => {
  it('opens on acceptance, with each task worked out from what has happened', async () => {
    const { id, token } = await acceptedFamily();
    const list = await tasksOf(token);
    expect(list).toMatchObject({
      campus: 'k12',
      firstDay: expect.stringMatching(/-(01-15|06-01|08-15)$/),
    });
    expect(await statusesOf(token)).toEqual({
      agreement: 'waiting-for-us',
      papers: 'not-started',
      visit: 'waiting-for-us',
      'first-day': 'not-started',
    });

    // A paper sent: the school's turn to read it; read: done.
    const sent = await uploadPaper(t, token, { name: 'iep.png', data: pngSample() }, 'iep');
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await statusesOf(token)).papers).toBe('in-progress');
    const read = await api('POST', `/api/waiting-list/${id}/papers/${sent.json().id}/review`);
    expect(read.statusCode, read.body).toBe(200);
    expect((await statusesOf(token)).papers).toBe('completed');

    // On the first day, that task is done too.
    t.clock.set(new Date(`${list!.firstDay}T18:00:00Z`));
    expect((await statusesOf(token))['first-day']).toBe('completed');
  });

  it('gives the first day as a calendar file in the family’s language', async () => {
    const { token } = await acceptedFamily({ language: 'es' });
    const { firstDay } = (await tasksOf(token))!;
    const response = await calendarOf(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="first-day-/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain(`DTSTART;VALUE=DATE:${firstDay.replaceAll('-', '')}`);
    expect(lines).toContain('SUMMARY:Primer día en el Campus K-12 (NovaLearn Academy)');
    expect(lines).toContain('LOCATION:The Woodlands\\, Texas');
    // RFC 5545: no line longer than 75 octets, folded lines start with a space.
    expect(lines.filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
  });

  it('shows staff each family’s steps, and who has left a step of theirs too long', async () => {
    const { id, token } = await acceptedFamily();
    const row = () => progress().then((rows) => rows.find((entry) => entry.entryId === id)!);
    expect(await row()).toMatchObject({ stuck: [], papers: { received: 0, reviewed: 0 } });

    t.clock.set(new Date(t.clock.now().getTime() + STUCK_AFTER_DAYS * DAY));
    expect((await row()).stuck).toEqual([]);
    t.clock.set(new Date(t.clock.now().getTime() + DAY));
    expect((await row()).stuck).toEqual(['papers']);

    await uploadPaper(t, token, { name: 'letter.png', data: pngSample() }, 'medical-letter');
    expect(await row()).toMatchObject({ stuck: [], papers: { received: 1, reviewed: 0 } });
  });

  it('is staff-only for the progress list', async () => {
    const response = await t.app.inject({ url: '/api/admissions/enrollment-progress' });
    expect(response.statusCode).toBe(401);
  });
});
