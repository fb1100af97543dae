import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { SeatGroupDto } from '../src/domain/admissions/dtos.ts';
import { GRADE_LEVELS } from '../src/domain/waiting-list/waiting-list.ts';
import { admissionOffers } from '../src/server/modules/admissions/admissions.table.ts';
import { auditLog } from '../src/server/modules/audit/audit.table.ts';
import { waitingList } from '../src/server/modules/waiting-list/public.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from './test-app.ts';
import { k12Form, mailsOf, submitForm } from './waiting-list-helpers.ts';

/**
 * One test app per admissions test file, signed in with the admissions role, and the steps its
 * tests share. Each test gets a grade and term of its own (`grade`, `term`), so its seats and
 * families are its own; grades repeat only after all 13 were used, with the next term.
 */
export let t: TestApp;
export let headers: Record<string, string>;
export let start: Date;
export let grade: string;
export let term: (typeof TERMS)[number];
export const DAY = 86_400_000;
export const HOUR = 3_600_000;

const GRADES = GRADE_LEVELS.filter((level) => level !== '12th-grade');
const TERMS = ['fall-2027', 'spring-2028', 'summer-2028'] as const;

export function setUpAdmissionsApp() {
  let testIndex = 0;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://school.example.org' });
    ({ headers } = await signInAsNewAdmin(t, { roles: ['admissions'] }));
    start = t.clock.now();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(start);
    grade = GRADES[testIndex % GRADES.length]!;
    term = TERMS[Math.floor(testIndex / GRADES.length) % TERMS.length]!;
    testIndex += 1;
  });
}

export const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

export async function setSeats(capacity: number, autoAdvance = true): Promise<SeatGroupDto> {
  const response = await api('PUT', '/api/admissions/seat-groups', {
    campus: 'k12',
    gradeOrProgram: grade,
    startTerm: term,
    capacity,
    autoAdvance,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SeatGroupDto;
}

/** Families of this test's grade and term, submitted in order: earlier ones rank higher. */
export async function families(count: number, overrides: Record<string, unknown> = {}) {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    t.clock.set(new Date(t.clock.now().getTime() + 1000));
    const response = await submitForm(
      t,
      k12Form({ gradeLevel: grade, enrollmentPreference: term, ...overrides }),
    );
    expect(response.statusCode, response.body).toBe(201);
    ids.push((response.json() as { id: string }).id);
  }
  return ids;
}

export const offerNext = (groupId: string, count: number, days?: number) =>
  api('POST', `/api/admissions/seat-groups/${groupId}/offers`, {
    count,
    ...(days ? { days } : {}),
  });

/** The offer link from the newest offer or reminder mail of an entry. */
export async function offerTokenOf(entryId: string): Promise<string> {
  const mails = await mailsOf(t, entryId);
  for (const mail of mails.reverse()) {
    const match = /\/waiting-list\/offer\/([\w-]+)/.exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`No offer link was mailed for ${entryId}`);
}

export const statusOf = async (entryId: string) =>
  (await t.db.select().from(waitingList).where(eq(waitingList.id, entryId)))[0]!.status;
export const offersOf = (entryId: string) =>
  t.db.select().from(admissionOffers).where(eq(admissionOffers.entryId, entryId));
export const historyOf = (entryId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'waiting_list'), eq(auditLog.entityId, entryId)))
    .orderBy(desc(auditLog.at));
export const answer = (token: string, verb: 'accept' | 'decline', payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/waiting-list/offers/${token}/${verb}`, payload });
