import {
  campaignDeliveryState,
  NO_DELIVERY,
  type CampaignDeliveryCounts,
} from '../../../../domain/crm/campaign-delivery.ts';
import type { EmailCampaignDto } from '../../../../domain/crm/email-campaign-dtos.ts';
import type { EmailCampaign } from '../donors.table.ts';

/** A campaign row and its outbox counts (campaign-delivery.ts); none before it is sent. */
export const toEmailCampaignDto = (
  row: EmailCampaign,
  delivery: CampaignDeliveryCounts = NO_DELIVERY,
): EmailCampaignDto => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  content: row.content,
  htmlContent: row.htmlContent,
  segment: row.segment ?? {},
  recipientCount: row.recipientCount,
  sentCount: delivery.delivered,
  delivery: { ...delivery },
  deliveryState: campaignDeliveryState(delivery),
  openCount: row.openCount,
  clickCount: row.clickCount,
  status: row.status,
  scheduledFor: row.scheduledFor?.toISOString() ?? null,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A row of selectEmailCampaigns: the campaign's columns and its four counts. */
export const toEmailCampaignDtoWithDelivery = ({
  queued,
  delivered,
  failed,
  notSent,
  ...row
}: EmailCampaign & CampaignDeliveryCounts): EmailCampaignDto =>
  toEmailCampaignDto(row, { queued, delivered, failed, notSent });
