/**
 * mailto: and tel: addresses. Apart from contact.ts so that the shared footer and the mail
 * buttons can build links without loading the contact page's copy on every page.
 */

export type MailDraft = { subject: string; body?: string };

/** A mailto: address with the subject (and body) encoded, so "&" or "?" in them stay text. */
export function buildMailto(email: string, draft: MailDraft): string {
  const query = [`subject=${encodeURIComponent(draft.subject)}`];
  if (draft.body) query.push(`body=${encodeURIComponent(draft.body)}`);
  return `mailto:${email}?${query.join('&')}`;
}

/**
 * A tel: address: digits and "+" only. The server swaps the prerendered phone number in this
 * same form (src/server/http/client-pages.ts), so the link follows the configured number.
 */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
