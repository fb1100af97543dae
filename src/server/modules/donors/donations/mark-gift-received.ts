import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import {
  FUTURE_RECEIPT_MESSAGE,
  type MarkGiftReceivedData,
} from '../../../../domain/crm/gift-received.ts';
import type { DonationDto } from '../../../../domain/crm/gift-dtos.ts';
import type { Database } from '../../../db/client.ts';
import { fieldError } from '../../../http/app-error.ts';
import type { AuditActor } from '../../audit/audit.service.ts';
import { updateDonation } from './update-donation.ts';

/**
 * POST /api/donations/:id/received: a pending gift is completed with the day the money arrived
 * (its gift date, so it counts in that month and year), how it was paid and a check's number.
 */
export async function markGiftReceived(options: {
  db: Database;
  id: string;
  input: MarkGiftReceivedData;
  actor: AuditActor;
  now: Date;
}): Promise<DonationDto> {
  const { input } = options;
  if (input.receivedOn > todayIsoDate(options.now)) {
    throw fieldError('receivedOn', FUTURE_RECEIPT_MESSAGE);
  }
  return updateDonation({
    db: options.db,
    id: options.id,
    input: {
      status: 'completed',
      giftDate: input.receivedOn,
      paymentMethod: input.paymentMethod,
      ...(input.checkNumber ? { transactionId: input.checkNumber } : {}),
    },
    actor: options.actor,
    now: options.now,
  });
}
