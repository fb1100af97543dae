import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { EmailCampaignDto } from '../../../../domain/crm/email-campaign-dtos.ts';
import type { Locale } from '../../../../domain/common/i18n.ts';
import { ORGANISATION_NAME } from '../../../../domain/common/organisation.ts';
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

export const NO_RECIPIENTS_MESSAGE =
  'No donor with an email address matches this segment, so there is nobody to send to. Widen the segment first.';

/**
 * The one line of a campaign we write, under the text staff wrote (which goes out as typed), in
 * the donor's language. Replies are read by people: the Spanish one may say "baja" or "unsubscribe".
 */
const REPLY_HINT: Record<Locale, string> = {
  en: `You receive this email as a supporter of ${ORGANISATION_NAME}. To stop receiving these emails, reply with "unsubscribe".`,
  es: `Recibe este correo electrónico porque apoya a ${ORGANISATION_NAME}. Para no recibir más estos correos, responda con la palabra "baja" o "unsubscribe".`,
};

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
    const recipients = [];
    for (const donor of audience) {
      const recipientId = randomUUID();
      const mail = personalisedCampaignMail(
        campaign,
        {
          publicUrl: config.publicUrl,
          openToken: signer.sign(recipientId),
          clickToken: (url) => signer.sign(recipientId, url),
        },
        REPLY_HINT[donor.language],
      );
      const message = await enqueueMail({
        db: tx,
        mail: {
          to: donor.email!,
          subject: campaign.subject,
          ...mail,
          relatedEntity: 'email_campaign',
          relatedId: id,
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
