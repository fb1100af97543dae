/**
 * The CRM requests for email campaigns, reports, statements and thank-you letters. The routes that take them
 * are listed in schemas.ts.
 */
import { z } from 'zod';
import { DONOR_INTERESTS, DONOR_STATUSES, DONOR_TYPES } from './donors.ts';
import { isoDate, isoDateTime, optionalText, requiredText } from '../common/text-fields.ts';

// ---------------------------------------------------------------------------------------------
// Email campaigns

/** Who gets a campaign: donors with an email matching every given list (empty lists = all). */
export const emailSegment = z.object({
  statuses: z.array(z.enum(DONOR_STATUSES)).max(DONOR_STATUSES.length).optional(),
  types: z.array(z.enum(DONOR_TYPES)).max(DONOR_TYPES.length).optional(),
  interests: z.array(z.enum(DONOR_INTERESTS)).max(DONOR_INTERESTS.length).optional(),
});
export type EmailSegment = z.output<typeof emailSegment>;

const emailCampaignFields = {
  name: requiredText('the campaign name', 200),
  subject: requiredText('the subject', 200),
  content: requiredText('the message text', 50_000),
  /** Optional HTML version; it is sanitized before sending and links in it are tracked. */
  htmlContent: optionalText('the HTML version', 200_000),
  segment: emailSegment,
};

export const emailCampaignInput = z.object({
  ...emailCampaignFields,
  segment: emailSegment.default({}),
});
export type EmailCampaignInput = z.input<typeof emailCampaignInput>;
export type EmailCampaignData = z.output<typeof emailCampaignInput>;

export const updateEmailCampaignInput = z.object(emailCampaignFields).partial();
export type UpdateEmailCampaignInput = z.input<typeof updateEmailCampaignInput>;
export type UpdateEmailCampaignData = z.output<typeof updateEmailCampaignInput>;

export const recipientCountInput = z.object({ segment: emailSegment });

export const scheduleEmailCampaignInput = z.object({
  scheduledFor: isoDateTime('Enter a date and time, like 2026-03-01T09:00:00-06:00'),
});
export type ScheduleEmailCampaignInput = z.input<typeof scheduleEmailCampaignInput>;

// ---------------------------------------------------------------------------------------------
// Reports, statements, import

const year = z.coerce
  .number({ error: 'Enter a year' })
  .int('Enter a year')
  .min(1900, 'Enter a year after 1900')
  .max(2200, 'Enter a year before 2200');

/** LYBUNT / SYBUNT: `year` is "this year" (default: the current year in America/Chicago). */
export const givingReportQuery = z.object({ year: year.optional() });
export type GivingReportQuery = z.input<typeof givingReportQuery>;

/** Follow-ups of the Monday–Sunday week that holds `date` (default today), plus overdue ones. */
export const followUpReportQuery = z.object({ date: isoDate.optional() });

export const dateRangeQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must be on or after the start date',
      });
    }
  });

/** A year-end giving statement: gifts dated from `from` to `to`, both included. */
export const statementInput = z.object({ from: isoDate, to: isoDate }).superRefine((value, ctx) => {
  if (value.to < value.from) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The end date must be on or after the start date',
    });
  }
});
export type StatementInput = z.input<typeof statementInput>;

/** How the 409 for a second letter begins; other 409s (a missing EIN, say) are not that. */
export const ALREADY_ACKNOWLEDGED_MESSAGE_START = 'This gift was already acknowledged';

export const acknowledgmentInput = z.object({
  /** A gift is acknowledged once; true sends another letter on purpose (answer 409 otherwise). */
  resend: z.boolean().default(false),
});
export type AcknowledgmentInput = z.input<typeof acknowledgmentInput>;
