import { z } from 'zod';
import type { CampaignDeliveryState } from './campaign-delivery.ts';
import { emailSegment } from './outreach-schemas.ts';
import { isoDateTime, uuid } from '../common/dto-fields.ts';
import { EMAIL_CAMPAIGN_STATUSES } from './donors.ts';

/** The donor CRM's email campaigns: the answers of /api/email-campaigns. */

const count = z.number().int();

/** A campaign's messages by their state in the outbox (campaign-delivery.ts). */
export const campaignDeliveryCountsDto = z.object({
  /** Waiting in the outbox for the mail server (first try or a retry). */
  queued: count,
  /** Accepted by the mail server. */
  delivered: count,
  /** Given up after every attempt failed. */
  failed: count,
  /** Kept in the outbox only: no mail server is set up (SMTP_URL). */
  notSent: count,
});

/** The states of campaign-delivery.ts; `satisfies` keeps this list from growing past them. */
const CAMPAIGN_DELIVERY_STATES = [
  'queued',
  'delivered',
  'partly-delivered',
  'failed',
  'not-sent',
] as const satisfies readonly CampaignDeliveryState[];

export const emailCampaignDto = z.object({
  id: uuid,
  name: z.string(),
  subject: z.string(),
  content: z.string(),
  htmlContent: z.string().nullable(),
  segment: emailSegment,
  /**
   * Draft / scheduled: donors the segment matched when last saved or scheduled (a live count:
   * POST /api/email-campaigns/recipient-count). Sent: the number of recipients.
   */
  recipientCount: count,
  /** Messages the mail server accepted (`delivery.delivered`): never mail still in the outbox. */
  sentCount: count,
  /** The campaign's messages by their state in the outbox, counted when asked. */
  delivery: campaignDeliveryCountsDto,
  /** One word for `delivery`; null while nothing went to the outbox (drafts, scheduled). */
  deliveryState: z.enum(CAMPAIGN_DELIVERY_STATES).nullable(),
  /**
   * Recipients who opened / clicked at least once (a click also counts as an open). Indicative
   * only: image blocking hides opens, privacy proxies and link scanners add some.
   */
  openCount: count,
  clickCount: count,
  /** `sent`: its messages went to the outbox at `sentAt`; `delivery` says what left. */
  status: z.enum(EMAIL_CAMPAIGN_STATUSES),
  scheduledFor: isoDateTime.nullable(),
  sentAt: isoDateTime.nullable(),
  /** The admin who wrote it; null once their account is deleted. */
  createdBy: uuid.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type EmailCampaignDto = z.infer<typeof emailCampaignDto>;

/** POST /api/email-campaigns/recipient-count: donors with an email the segment matches now. */
export const recipientCountDto = z.object({ recipientCount: count });
export type RecipientCountDto = z.infer<typeof recipientCountDto>;
