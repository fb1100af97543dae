/**
 * "Mark completed" for a pending gift: the money arrived, on a day, in a way. A check keeps its
 * number, so staff can find it again on the bank statement.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from './donors.ts';
import { isoDate, optionalText } from '../common/text-fields.ts';

export const CHECK_NUMBER_MESSAGE = 'Enter the check number';

export const markGiftReceivedInput = z
  .object({
    receivedOn: z.string({ error: 'Enter the date the money arrived' }).pipe(isoDate),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose how the money was paid' }),
    checkNumber: optionalText('the check number', 50),
  })
  .superRefine((value, ctx) => {
    if (value.paymentMethod === 'check' && !value.checkNumber) {
      ctx.addIssue({ code: 'custom', path: ['checkNumber'], message: CHECK_NUMBER_MESSAGE });
    }
  });
export type MarkGiftReceivedInput = z.input<typeof markGiftReceivedInput>;
export type MarkGiftReceivedData = z.output<typeof markGiftReceivedInput>;

export const FUTURE_RECEIPT_MESSAGE = 'The money cannot have arrived after today: check the date';
