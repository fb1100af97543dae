import type { Database, Transaction } from '../../../db/client.ts';
import { getFundraisingSettings } from '../../settings/fundraising-settings.ts';
import { getOrganisationName } from '../../settings/settings.service.ts';
import type { Receipt } from './receipt-wording.ts';

/**
 * Who a letter is from, as Settings hold it now: the receipt's name and EIN, the mailing address
 * on the letterhead (and in the pledge mail) and the person who signs.
 */
export type LetterSender = Receipt & {
  mailingAddress: string | null;
  signer: { name: string; title: string | null } | null;
};

export async function readReceipt(db: Database | Transaction): Promise<LetterSender> {
  const organisationName = await getOrganisationName(db);
  const { ein, mailingAddress, letterSignerName, letterSignerTitle } =
    await getFundraisingSettings(db);
  return {
    organisationName,
    ein,
    mailingAddress,
    signer: letterSignerName ? { name: letterSignerName, title: letterSignerTitle } : null,
  };
}
