import { z } from 'zod';
import { campaignDto } from './gift-dtos.ts';
import { isoDate, uuid } from '../common/dto-fields.ts';
import { DONOR_CAPACITIES, DONOR_STATUSES } from './donors.ts';

/** The donor CRM's dashboard and reports: GET /api/crm/summary and /api/crm/reports/*. */

const cents = z.number().int();
const count = z.number().int();

export const capitalCampaignPhaseDto = z.object({
  /** `capital-phase-1` ...: campaigns of this type count toward the phase. */
  type: z.string(),
  label: z.string(),
  goalCents: cents,
  raisedCents: cents,
});
export type CapitalCampaignPhaseDto = z.infer<typeof capitalCampaignPhaseDto>;

export const crmSummaryDto = z.object({
  /** All completed gifts ever. */
  totalRaisedCents: cents,
  raisedThisYearCents: cents,
  totalDonors: count,
  donorsByStatus: z.record(z.enum(DONOR_STATUSES), count),
  giftCount: count,
  /** totalRaisedCents ÷ max(giftCount, 1) (public spec §9), whole cents. */
  averageGiftCents: cents,
  /** Share (0–1) of last year's donors who gave again this year; null when nobody gave last year. */
  retentionRate: z.number().min(0).max(1).nullable(),
  retention: z.object({ year: z.number().int(), lastYearDonors: count, retainedDonors: count }),
  /** The last 12 calendar months, oldest first; `month` is YYYY-MM. */
  givingByMonth: z.array(
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), totalCents: cents, giftCount: count }),
  ),
  campaigns: z.array(campaignDto),
  /** The $75M capital campaign and its three phases (public spec §9). */
  capitalCampaign: z.object({
    goalCents: cents,
    raisedCents: cents,
    phases: z.array(capitalCampaignPhaseDto),
  }),
});
export type CrmSummaryDto = z.infer<typeof crmSummaryDto>;

/** A row of LYBUNT, SYBUNT and the by-capacity report. */
export const donorReportRowDto = z.object({
  id: uuid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  organization: z.string().nullable(),
  status: z.enum(DONOR_STATUSES),
  capacity: z.enum(DONOR_CAPACITIES).nullable(),
  assignedTo: z.string().nullable(),
  /** Gifts given (hard credit), all time. */
  totalGivenCents: cents,
  /** Gifts credited (soft credit), all time; 0 unless the report includes soft credit. */
  softCreditCents: cents,
  lastGiftDate: isoDate.nullable(),
  /** Counting what the report counts (hard credit, plus soft credit when included). LYBUNT: given last year; SYBUNT: given in earlier years. */
  lastYearCents: cents,
});
export type DonorReportRowDto = z.infer<typeof donorReportRowDto>;

export const followUpRowDto = z.object({
  id: uuid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  assignedTo: z.string().nullable(),
  nextFollowUp: isoDate,
  isOverdue: z.boolean(),
});
export type FollowUpRowDto = z.infer<typeof followUpRowDto>;

/** The Monday–Sunday week asked for, its follow-ups and the overdue ones. */
export const followUpReportDto = z.object({
  weekStart: isoDate,
  weekEnd: isoDate,
  items: z.array(followUpRowDto),
});
export type FollowUpReportDto = z.infer<typeof followUpReportDto>;

export const capacityGroupDto = z.object({
  /** null: capacity not yet assessed. */
  capacity: z.enum(DONOR_CAPACITIES).nullable(),
  label: z.string(),
  donorCount: count,
  /** Hard credit, plus soft credit when the report includes it. */
  totalGivenCents: cents,
  donors: z.array(donorReportRowDto),
});
export type CapacityGroupDto = z.infer<typeof capacityGroupDto>;
