import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import {
  CODE_MAX_ATTEMPTS,
  CODE_MAX_MAILS,
  CODE_WINDOW_MS,
  MAILED_CODE_MS,
} from '../../../domain/sharing/link-protection.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteExpiredCodes } from './delete-expired-codes.ts';
import { issueOneTimeCode, useOneTimeCode, type CodeSubject } from './one-time-codes.service.ts';
import { oneTimeCodes } from './one-time-codes.table.ts';

/** Mailed codes (ADR 049): six digits, ten minutes, once, for one purpose, subject and address. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subject = (email = 'ana@hospital.org'): CodeSubject => ({
  purpose: 'share-link',
  subjectId: randomUUID(),
  email,
});
const issue = (s: CodeSubject) => issueOneTimeCode({ db: t.db, subject: s, now: t.clock.now() });
const use = (s: CodeSubject, code: string, ipAddress = '198.51.100.20') =>
  useOneTimeCode({ db: t.db, subject: s, code, ipAddress, now: t.clock.now() });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes', () => {
  it('are six digits, work once, and only for their purpose, subject and address', async () => {
    const s = subject();
    const code = await issue(s);
    expect(code).toMatch(/^\d{6}$/);
    expect(await use({ ...s, purpose: 'signing' }, code)).toBe(false);
    expect(await use({ ...s, subjectId: randomUUID() }, code)).toBe(false);
    expect(await use({ ...s, email: 'eve@hospital.org' }, code)).toBe(false);
    expect(await use(s, otherCode(code))).toBe(false);
    // The address is matched without regard to case or spaces, as people type it.
    expect(await use({ ...s, email: ' ANA@Hospital.org ' }, code)).toBe(true);
    expect(await use(s, code)).toBe(false);
  });

  it('work until the last second of their ten minutes, and not at ten minutes', async () => {
    t.clock.set(new Date('2026-11-01T06:55:00Z'));
    const s = subject();
    const first = await issue(s);
    const second = await issue(s);
    t.clock.advance(MAILED_CODE_MS - 1000);
    expect(await use(s, first)).toBe(true);
    t.clock.advance(1000);
    expect(await use(s, second)).toBe(false);
  });

  it(`checks ${CODE_MAX_ATTEMPTS} of 200 wrong codes sent at once, and then not even the right one`, async () => {
    const s = subject();
    const code = await issue(s);
    const answers = await Promise.allSettled(
      Array.from({ length: 200 }, () => use(s, otherCode(code))),
    );
    const checked = answers.filter((a) => a.status === 'fulfilled');
    const refused = answers.filter(
      (a) => a.status === 'rejected' && a.reason instanceof AppError && a.reason.statusCode === 429,
    );
    expect(checked).toHaveLength(CODE_MAX_ATTEMPTS);
    expect(refused).toHaveLength(200 - CODE_MAX_ATTEMPTS);
    await expect(use(s, code)).rejects.toMatchObject({ statusCode: 429 });
    t.clock.advance(CODE_WINDOW_MS);
    // The window passed, but so did the code's ten minutes: a new code is needed.
    expect(await use(s, code)).toBe(false);
    expect(await use(s, await issue(s))).toBe(true);
  });

  it(`mails at most ${CODE_MAX_MAILS} codes to one address for one thing in each window`, async () => {
    const s = subject('many@hospital.org');
    for (let i = 0; i < CODE_MAX_MAILS; i++) await issue(s);
    await expect(issue(s)).rejects.toMatchObject({ statusCode: 429 });
    // Another address on the same link is not held back by it.
    expect(await issue({ ...s, email: 'other@hospital.org' })).toMatch(/^\d{6}$/);
  });

  it('are deleted an hour after they expire', async () => {
    t.clock.set(new Date('2026-12-01T10:00:00Z'));
    const s = subject('old@hospital.org');
    await issue(s);
    const count = async () =>
      (await t.db.select().from(oneTimeCodes)).filter((row) => row.subjectId === s.subjectId)
        .length;
    t.clock.advance(MAILED_CODE_MS + 59 * 60_000);
    await deleteExpiredCodes({ db: t.db, now: t.clock.now() });
    expect(await count()).toBe(1);
    t.clock.advance(2 * 60_000);
    await deleteExpiredCodes({ db: t.db, now: t.clock.now() });
    expect(await count()).toBe(0);
  });
});
