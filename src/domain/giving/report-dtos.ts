import { z } from 'zod';
import { donationDto } from '../crm/gift-dtos.ts';
import { isoDate } from '../common/dto-fields.ts';
import { ONLINE_REPORT_PERIODS } from './giving.ts';

/** GET /api/crm/reports/online-giving?days=30 */
export const onlineGivingReportQuery = z.object({
  days: z.coerce
    .number()
    .refine(
      (days) => (ONLINE_REPORT_PERIODS as readonly number[]).includes(days),
      `Choose ${ONLINE_REPORT_PERIODS.join(', ')} days`,
    )
    .default(30),
});

const cents = z.number().int();
const tally = { gifts: z.number().int(), totalCents: cents };

/**
 * What the give page brought in (ADR 026): completed gifts by day and by
 * designation, what is still pledged, and the online gifts themselves, newest first.
 */
export const onlineGivingReportDto = z.object({
  from: isoDate,
  to: isoDate,
  completed: z.object(tally),
  /** Pledges from the give page not yet received. */
  pending: z.object(tally),
  failed: z.number().int(),
  refunded: z.number().int(),
  byDay: z.array(z.object({ date: isoDate, ...tally })),
  /** null: the donor chose no designation. */
  byDesignation: z.array(z.object({ designation: z.string().nullable(), ...tally })),
  /** The newest online gifts of the period, whatever their status (at most 100). */
  gifts: z.array(donationDto),
});
export type OnlineGivingReportDto = z.infer<typeof onlineGivingReportDto>;
