import type { DonationDto } from '../../../domain/crm/gift-dtos.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import { formatDate } from '../../lib/format.ts';

/** "the $500.00 gift of Jan 5, 2026": names a row's buttons apart for screen-reader users. */
export const giftDescription = (gift: DonationDto) =>
  `the ${formatExactDollars(gift.amountCents)} ${gift.donationType === 'pledge' ? 'pledge' : 'gift'} of ${formatDate(gift.giftDate)}`;
