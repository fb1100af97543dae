import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEND_MESSAGES } from '../../../domain/sharing/link-delivery.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { SendNdaForm } from './send-nda-form.tsx';

const DOCUMENT_ID = '11111111-1111-4111-8111-111111111111';

/** Stands in for the API at the network boundary: the NDA's partner, and the send. */
function fakeApi() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const isSend = init?.method === 'POST';
      if (isSend) sent.push(JSON.parse(String(init?.body)));
      const body = isSend
        ? { delivery: { status: 'queued', to: 'lucia@clinica.example.org', link: url } }
        : { id: DOCUMENT_ID, partner: { email: 'lucia@clinica.example.org' } };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

function renderForm() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false },
      mutations: { retry: false },
    },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SendNdaForm
        document={{ id: DOCUMENT_ID, title: 'Sensory study NDA' }}
        onSent={() => {}}
        onCancel={() => {}}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("the Send NDA form's recipient language", () => {
  it('starts in English, and the untouched message follows the language chosen', async () => {
    const sent = fakeApi();
    const user = renderForm();
    const language = screen.getByLabelText("Recipient's language");
    const message = screen.getByLabelText('Message');
    expect(language).toHaveProperty('value', 'en');
    expect(screen.getByText('The email is in this language.')).toBeDefined();
    expect(message).toHaveProperty('value', DEFAULT_SEND_MESSAGES.en);

    await user.selectOptions(language, 'Español');
    expect(message).toHaveProperty('value', DEFAULT_SEND_MESSAGES.es);
    await user.selectOptions(language, 'English');
    expect(message).toHaveProperty('value', DEFAULT_SEND_MESSAGES.en);

    await user.selectOptions(language, 'Español');
    await screen.findByDisplayValue('lucia@clinica.example.org');
    await user.click(screen.getByRole('button', { name: 'Send NDA' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ language: 'es', message: DEFAULT_SEND_MESSAGES.es });
  });

  it('keeps a typed message as typed when the language changes', async () => {
    fakeApi();
    const user = renderForm();
    const message = screen.getByLabelText('Message');
    await user.clear(message);
    await user.type(message, 'Buenos días, Lucía.');
    await user.selectOptions(screen.getByLabelText("Recipient's language"), 'Español');
    expect(message).toHaveProperty('value', 'Buenos días, Lucía.');
  });
});
