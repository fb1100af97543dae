import type { EmailCampaignDto } from '../../../../domain/crm-schemas.ts';
import type { EmailCampaign } from '../donors.table.ts';

export const toEmailCampaignDto = (row: EmailCampaign): EmailCampaignDto => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  content: row.content,
  htmlContent: row.htmlContent,
  segment: row.segment ?? {},
  recipientCount: row.recipientCount,
  sentCount: row.sentCount,
  openCount: row.openCount,
  clickCount: row.clickCount,
  status: row.status,
  scheduledFor: row.scheduledFor?.toISOString() ?? null,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
