import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InviteForm } from './invite-form.tsx';

const DOCUMENT_ID = '11111111-1111-4111-8111-111111111111';

/** Stands in for the API at the network boundary: answers the POST, records its body. */
function fakeApi() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ delivery: null }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return bodies;
}

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <InviteForm documentId={DOCUMENT_ID} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("the invitation's recipient language", () => {
  it('starts in English and sends it when left alone', async () => {
    const bodies = fakeApi();
    const user = renderForm();
    expect(screen.getByLabelText("Recipient's language")).toHaveProperty('value', 'en');
    expect(screen.getByText('The email is in this language.')).toBeDefined();
    await user.type(screen.getByLabelText('Email address'), 'kim@partner.example.org');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ email: 'kim@partner.example.org', language: 'en' });
  });

  it('sends Spanish when Español is chosen', async () => {
    const bodies = fakeApi();
    const user = renderForm();
    await user.type(screen.getByLabelText('Email address'), 'sofia@hospital.example.org');
    await user.selectOptions(screen.getByLabelText("Recipient's language"), 'Español');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ email: 'sofia@hospital.example.org', language: 'es' });
  });
});
