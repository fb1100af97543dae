import type { Locale } from '../../../../domain/common/i18n.ts';
import { ORGANISATION_NAME } from '../../../../domain/common/organisation.ts';

/** The page and one-click address of a recipient's unsubscribe link, in the donor's language. */
export const unsubscribePath = (token: string, language: Locale) =>
  `${language === 'es' ? '/es' : ''}/unsubscribe/${token}`;

/** The bare address of MAIL_FROM ("Name <a@b>" or "a@b"): replies to campaign mail go there. */
export const replyAddressOf = (mailFrom: string) =>
  (/<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim();

/**
 * The headers mail programs read to show their own unsubscribe button (RFC 2369, RFC 8058): a
 * mail to the reply address, and the HTTPS address they POST "List-Unsubscribe=One-Click" to.
 */
export function listUnsubscribeHeaders(options: {
  url: string;
  replyAddress: string;
}): Record<string, string> {
  return {
    'List-Unsubscribe': `<mailto:${options.replyAddress}?subject=unsubscribe>, <${options.url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * The one line of a campaign we write, under the text staff wrote (which goes out as typed).
 * Replies saying "unsubscribe" (or "baja") are still read and honoured by staff.
 */
export function unsubscribeFooter(language: Locale, url: string): string {
  return language === 'es'
    ? `Recibe este correo electrónico porque apoya a ${ORGANISATION_NAME}. Para no recibir más estos correos, abra ${url}`
    : `You receive this email as a supporter of ${ORGANISATION_NAME}. To stop these emails, open ${url}`;
}
