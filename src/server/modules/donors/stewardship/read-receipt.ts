import type { Database, Transaction } from '../../../db/client.ts';
import { getFundraisingSettings } from '../../settings/fundraising-settings.ts';
import { getOrganisationName } from '../../settings/settings.service.ts';
import type { Receipt } from './receipt-wording.ts';

/** The organisation's name and EIN as Settings hold them now, for the receipt wording. */
export async function readReceipt(db: Database | Transaction): Promise<Receipt> {
  const organisationName = await getOrganisationName(db);
  const { ein } = await getFundraisingSettings(db);
  return { organisationName, ein };
}
