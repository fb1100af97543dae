import type { CreateDonationInput } from '../src/domain/crm/gift-schemas.ts';
import type { CreateDonorInput } from '../src/domain/crm/donor-schemas.ts';
import type { DonationDto } from '../src/domain/crm/gift-dtos.ts';
import type { DonorDto } from '../src/domain/crm/donor-dtos.ts';
import type { OutboxMessageDto, OutboxMessageSummaryDto } from '../src/domain/mail/dtos.ts';
import type { TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** inject() with the admin's headers, and JSON when a payload is given. */
export const crmApi =
  (t: TestApp, headers: Record<string, string>) =>
  (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

let donorCounter = 0;

/** A donor through the real endpoint, with a unique email unless one is given. */
export async function addDonor(
  t: TestApp,
  headers: Record<string, string>,
  overrides: Partial<CreateDonorInput> = {},
): Promise<DonorDto> {
  donorCounter += 1;
  const response = await crmApi(t, headers)('POST', '/api/donors', {
    firstName: 'Test',
    lastName: `Donor ${donorCounter}`,
    email: `donor${donorCounter}.${Date.now()}@example.org`,
    donorType: 'individual',
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`addDonor: ${response.body}`);
  return response.json();
}

/** A gift through the real endpoint: completed and one-time unless told otherwise. */
export async function addGift(
  t: TestApp,
  headers: Record<string, string>,
  gift: Partial<CreateDonationInput> & { donorId: string; amountCents: number },
): Promise<DonationDto> {
  const response = await crmApi(t, headers)('POST', '/api/donations', {
    donationType: 'one-time',
    status: 'completed',
    ...gift,
  });
  if (response.statusCode !== 201) throw new Error(`addGift: ${response.body}`);
  return response.json();
}

/** The messages to one address, each opened for its body (the outbox list holds none). */
export async function outboxTo(
  api: ReturnType<typeof crmApi>,
  email: string,
): Promise<OutboxMessageDto[]> {
  const list = (await api('GET', '/api/outbox?limit=200')).json() as OutboxMessageSummaryDto[];
  const mine = list.filter((message) => message.to === email);
  return Promise.all(
    mine.map(
      async (message) => (await api('GET', `/api/outbox/${message.id}`)).json() as OutboxMessageDto,
    ),
  );
}
