import { expect } from 'vitest';
import { donorPortalTokens } from '../src/server/modules/giving/donor-portal/donor-portal.table.ts';
import type { TestApp } from './test-app.ts';

/** A "Manage my giving" link for a donor's address, asked for as the public form does. */
export async function fillDonorPortalTables(t: TestApp, email: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/giving/manage/link-requests',
    payload: { email, language: 'en' },
    remoteAddress: '198.51.100.251',
  });
  expect(answer.statusCode).toBe(200);
  expect(await t.db.select().from(donorPortalTokens)).toHaveLength(1);
}
