import { addDonor, crmApi } from './crm-helpers.ts';
import type { TestApp } from './test-app.ts';

/** A household with the gift's donor in it, and a soft credit on the gift: one row in each table. */
export async function fillHouseholdCreditTables(
  t: TestApp,
  headers: Record<string, string>,
  gift: { id: string; donorId: string },
) {
  const api = crmApi(t, headers);
  const spouse = await addDonor(t, headers, { firstName: 'Backup', lastName: 'Spouse' });
  const household = await api('POST', '/api/households', {
    donorId: gift.donorId,
    name: 'Backup household',
    mailingName: 'The Backup Family',
  });
  if (household.statusCode !== 201) throw new Error(`household: ${household.body}`);
  const credit = await api('POST', `/api/donations/${gift.id}/soft-credits`, {
    donorId: spouse.id,
    kind: 'spouse',
  });
  if (credit.statusCode !== 201) throw new Error(`soft credit: ${credit.body}`);
}
