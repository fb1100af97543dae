import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * After the backup's campaign went out: staff record that its donor asked for no more campaign
 * mail, so email_suppressions holds a row (and the campaign's outbox rows their headers).
 */
export async function fillEmailSuppressionTable(
  t: TestApp,
  headers: Record<string, string>,
  donorId: string,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/donors/${donorId}/email-suppression`,
    headers,
    payload: { source: 'staff' },
  });
  expect(response.statusCode, response.body).toBe(200);
}
