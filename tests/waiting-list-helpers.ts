import { asc, eq } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';
import type { WaitingListInput } from '../src/domain/waiting-list/schemas.ts';
import { outbox } from '../src/server/modules/mail/mail.table.ts';

let counter = 0;

/** A different address per call, so tests do not run into the per-IP limit by accident. */
export const nextAddress = () => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

/** A complete, valid K-12 form with a unique student; override any field. */
export const k12Form = (overrides: Record<string, unknown> = {}): WaitingListInput => {
  counter += 1;
  return {
    campus: 'k12',
    firstName: `Ava${counter}`,
    lastName: 'Nguyen',
    email: `family${counter}@example.org`,
    phone: '(555) 010-0123',
    parentGuardianName: 'Linh Nguyen',
    gradeLevel: '3rd-grade',
    enrollmentPreference: 'fall-2027',
    studentNeeds: 'Needs a quiet room for tests.',
    heardAboutUs: 'website',
    additionalInfo: 'Loves robots.',
    ...overrides,
  } as WaitingListInput;
};

/** A complete, valid Bridge form with a unique student. */
export const bridgeForm = (overrides: Record<string, unknown> = {}): WaitingListInput => {
  counter += 1;
  return {
    campus: 'bridge',
    firstName: `Mateo${counter}`,
    lastName: 'Garcia',
    email: `student${counter}@example.org`,
    phone: '(555) 010-0456',
    emergencyContact: 'Rosa Garcia (555) 010-0789',
    programInterest: 'computer-science',
    enrollmentPreference: 'spring-2028',
    studentNeeds: 'Prefers written instructions.',
    heardAboutUs: 'college-fair',
    additionalInfo: null,
    ...overrides,
  } as WaitingListInput;
};

export const submitForm = (t: TestApp, payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/waiting-list',
    payload: payload as object,
    remoteAddress,
  });

/** The status token from the confirmation mail of an entry (later status mails carry no link). */
export async function statusTokenOf(t: TestApp, entryId: string): Promise<string> {
  const mails = await t.db.select().from(outbox).where(eq(outbox.relatedId, entryId));
  for (const mail of mails) {
    const match = /\/waiting-list\/status\/([\w-]+)/.exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`No status link was mailed for ${entryId}`);
}

/** Every mail queued for an entry, oldest first: move the test clock between steps to order them. */
export const mailsOf = (t: TestApp, entryId: string) =>
  t.db.select().from(outbox).where(eq(outbox.relatedId, entryId)).orderBy(asc(outbox.createdAt));
