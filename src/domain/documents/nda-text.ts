import { mergePlaceholders, TEMPLATE_PLACEHOLDERS } from '../templates/templates.ts';

/** What [PARTNER] becomes when an NDA names no partner company (admin spec §2, shared view). */
export const PARTNER_FALLBACK_NAME = 'Partner Company';

/** Everything an NDA's text is made from: its content and the values of its placeholders. */
export type NdaTextFacts = {
  content: string;
  organisationName: string;
  partnerCompanyName: string | null | undefined;
  /** YYYY-MM-DD, shown as "MMM d, yyyy". */
  effectiveDate: string;
  duration: number;
  purpose: string | null | undefined;
};

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * An NDA's text as every surface shows it: the admin page, the shared view at every access
 * level, the Word file, the signing page, the signed PDF and the mails. One function, so the
 * partner never reads a different agreement from the one the admin reads and the signer signs.
 * A placeholder without a value (only an empty purpose can be) stays visible as written, so the
 * gap shows instead of a silent blank; unfilledPlaceholders() finds it before anyone signs.
 */
export function renderNdaText(facts: NdaTextFacts): string {
  return mergePlaceholders(facts.content, {
    company: blankToNull(facts.organisationName),
    partner: blankToNull(facts.partnerCompanyName) ?? PARTNER_FALLBACK_NAME,
    effectiveDate: facts.effectiveDate,
    duration: facts.duration,
    purpose: blankToNull(facts.purpose),
  });
}

/** Our placeholders still present in a rendered text, each once, in the order they appear. */
export function unfilledPlaceholders(renderedText: string): string[] {
  const tokens: string[] = TEMPLATE_PLACEHOLDERS.map((placeholder) => placeholder.token);
  const found = renderedText.match(/\[[A-Z_]+\]/g) ?? [];
  return [...new Set(found.filter((token) => tokens.includes(token)))];
}
