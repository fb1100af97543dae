import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { EmailCampaignDto } from '../../../../domain/crm/email-campaign-dtos.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../../audit/audit.service.ts';
import { canDeliverMail } from '../../mail/mail-status.ts';
import { enqueueMail } from '../../mail/mail.service.ts';
import { donors, emailCampaigns } from '../donors.table.ts';
import { personalisedCampaignMail } from './campaign-content.ts';
import { emailCampaignRecipients } from './email-campaign-recipients.table.ts';
import { getEmailCampaign, lockEmailCampaign } from './email-campaigns.service.ts';
import { segmentWhere } from './segment.ts';
import { trackingSigner } from './tracking-token.ts';
import {
  listUnsubscribeHeaders,
  replyAddressOf,
  unsubscribeFooter,
  unsubscribePath,
} from './unsubscribe-link.ts';

export const NO_RECIPIENTS_MESSAGE =
  'No donor with an email address matches this segment, so there is nobody to send to. Widen the segment first.';

/**
 * draft | scheduled → sent: one message per donor of the segment into the outbox, with its own
 * tracking tokens, all in one transaction with the recipient rows. Whether the messages leave is
 * the outbox's job: the campaign's counts are read from it (campaign-delivery.ts).
 */
export async function sendEmailCampaign(options: {
  db: Database;
  id: string;
  config: Config;
  actor: AuditActor;
  now: Date;
}): Promise<EmailCampaignDto> {
  const { id, config, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const campaign = await lockEmailCampaign(tx, id);
    if (campaign.status === 'sent') {
      throw new AppError(
        409,
        'This campaign was already sent. Copy it into a new draft to send it again.',
      );
    }
    const audience = await tx
      .select({ id: donors.id, email: donors.email, language: donors.language })
      .from(donors)
      .where(segmentWhere(campaign.segment))
      .orderBy(asc(donors.id));
    if (audience.length === 0) throw new AppError(409, NO_RECIPIENTS_MESSAGE);
    const signer = await trackingSigner(tx);
    const replyAddress = replyAddressOf(config.mail.from);
    const recipients = [];
    for (const donor of audience) {
      const recipientId = randomUUID();
      const unsubscribeUrl = `${config.publicUrl}${unsubscribePath(signer.signUnsubscribe(recipientId), donor.language)}`;
      const mail = personalisedCampaignMail(
        campaign,
        {
          publicUrl: config.publicUrl,
          openToken: signer.sign(recipientId),
          clickToken: (url) => signer.sign(recipientId, url),
        },
        { text: unsubscribeFooter(donor.language, unsubscribeUrl), url: unsubscribeUrl },
      );
      const message = await enqueueMail({
        db: tx,
        mail: {
          to: donor.email!,
          subject: campaign.subject,
          ...mail,
          relatedEntity: 'email_campaign',
          relatedId: id,
          headers: listUnsubscribeHeaders({ url: unsubscribeUrl, replyAddress }),
        },
        now,
        canDeliver: canDeliverMail(config.mail),
      });
      recipients.push({
        id: recipientId,
        campaignId: id,
        donorId: donor.id,
        email: donor.email!,
        outboxId: message.id,
        createdAt: now,
      });
    }
    for (let start = 0; start < recipients.length; start += 500) {
      await tx.insert(emailCampaignRecipients).values(recipients.slice(start, start + 500));
    }
    await tx
      .update(emailCampaigns)
      .set({ status: 'sent', sentAt: now, recipientCount: recipients.length, updatedAt: now })
      .where(eq(emailCampaigns.id, id));
    await recordAudit({
      db: tx,
      actor,
      action: 'send',
      entity: 'email_campaign',
      entityId: id,
      details: { recipients: recipients.length, from: campaign.status },
      at: now,
    });
    // The counts as the outbox has them now: queued, or not sent when no mail server is set up.
    return getEmailCampaign({ db: tx, id });
  });
}
