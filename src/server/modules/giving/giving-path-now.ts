import type { GivingOptionsDto } from '../../../domain/giving/dtos.ts';
import type { Database } from '../../db/client.ts';
import { getFundraisingSettings } from '../settings/fundraising-settings.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * Card payments when Stripe is set up; else pledges, but only once Settings hold the mailing
 * address the pledge mail sends checks to; else none (the page says to write instead).
 */
export async function givingPathNow(
  db: Database,
  provider: PaymentProvider,
): Promise<GivingOptionsDto['path']> {
  if (provider.path === 'card') return 'card';
  const { mailingAddress } = await getFundraisingSettings(db);
  return mailingAddress ? 'pledge' : 'none';
}
