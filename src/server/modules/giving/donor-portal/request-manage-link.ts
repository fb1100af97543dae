import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Locale } from '../../../../domain/common/i18n.ts';
import type { Database } from '../../../db/client.ts';
import { donors } from '../../donors/public.ts';
import { enqueueMail } from '../../mail/mail.service.ts';
import { MANAGE_LINK_REQUESTS } from '../../rate-limits/public-rate-limits.ts';
import { limitPublicRequest } from '../../rate-limits/rate-limits.service.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { donorPortalTokens } from './donor-portal.table.ts';
import { DONOR_PORTAL_ACTOR } from './portal-actor.ts';
import { manageLinkMail } from './portal-mails.ts';
import {
  createManageToken,
  hashManageToken,
  manageExpiryFrom,
  manageUrlFor,
} from './manage-token.ts';

/**
 * Every answer takes at least this long: a known address costs writes (token, mail, audit) that
 * an unknown one does not, and the answer's time must not tell which addresses are donors'.
 */
export const MANAGE_LINK_ANSWER_MS = 400;

const ANSWERS: Record<Locale, string> = {
  en: 'If this address belongs to one of our donors, we have sent it a private link. It works for 7 days. Check your inbox, and your spam folder too.',
  es: 'Si esta dirección pertenece a uno de nuestros donantes, le enviamos un enlace privado. Funciona durante 7 días. Revise su bandeja de entrada y también la carpeta de correo no deseado.',
};

/**
 * POST /api/giving/manage/link-requests: the "Manage my giving" form. Each donor with the
 * address (whatever its case) gets a new link in their own language; it replaces their earlier
 * links, so only the newest mail opens the page. The answer is the same sentence whatever
 * happened, and never sooner than MANAGE_LINK_ANSWER_MS.
 */
export async function requestManageLink(options: {
  db: Database;
  email: string;
  language: Locale;
  ipAddress: string;
  publicUrl: string;
  canDeliverMail: boolean;
  now: Date;
}): Promise<{ message: string }> {
  const { db, now } = options;
  const startedAt = performance.now();
  await limitPublicRequest(MANAGE_LINK_REQUESTS, { db, key: options.ipAddress, now });
  await db.transaction(async (tx) => {
    const matching = await tx
      .select()
      .from(donors)
      .where(and(isNotNull(donors.email), sql`lower(${donors.email}) = lower(${options.email})`))
      .for('update');
    for (const donor of matching) {
      const token = createManageToken();
      await tx.delete(donorPortalTokens).where(eq(donorPortalTokens.donorId, donor.id));
      await tx.insert(donorPortalTokens).values({
        donorId: donor.id,
        tokenHash: hashManageToken(token),
        expiresAt: manageExpiryFrom(now),
        createdAt: now,
      });
      const url = manageUrlFor(options.publicUrl, token, donor.language);
      await enqueueMail({
        db: tx,
        mail: manageLinkMail({ ...donor, email: donor.email! }, url),
        now,
        canDeliver: options.canDeliverMail,
      });
      await recordAudit({
        db: tx,
        actor: DONOR_PORTAL_ACTOR,
        action: 'send-manage-link',
        entity: 'donor',
        entityId: donor.id,
        at: now,
      });
    }
  });
  await sleep(Math.max(0, startedAt + MANAGE_LINK_ANSWER_MS - performance.now()));
  return { message: ANSWERS[options.language] };
}
