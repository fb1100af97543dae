import { z } from 'zod';
import { requiredText } from '../common/text-fields.ts';

export const TEMPLATE_PREVIEW_LENGTH = 200;
export const MAX_DOCUMENT_CONTENT_LENGTH = 200_000;

/** Template form (admin spec §5): name and content required; isDefault optional. */
export const templateInput = z.object({
  name: requiredText('a template name'),
  content: requiredText('the template text', MAX_DOCUMENT_CONTENT_LENGTH),
  isDefault: z.boolean().optional().default(false),
});
export type TemplateInput = z.input<typeof templateInput>;

export const updateTemplateInput = z.object({
  name: templateInput.shape.name.optional(),
  content: templateInput.shape.content.optional(),
  isDefault: z.boolean().optional(),
});
export type UpdateTemplateInput = z.input<typeof updateTemplateInput>;

/** The placeholders a template may use, with what replaces them (documented in the UI). */
export const TEMPLATE_PLACEHOLDERS = [
  { token: '[COMPANY]', meaning: 'Our organisation name, from Settings' },
  { token: '[PARTNER]', meaning: 'The partner company name' },
  { token: '[EFFECTIVE_DATE]', meaning: 'The date the agreement starts, like "Jan 15, 2026"' },
  { token: '[DURATION]', meaning: 'The term in months, like "12"' },
  { token: '[PURPOSE]', meaning: 'The purpose of the agreement' },
] as const;

export type PlaceholderValues = {
  company?: string | null;
  partner?: string | null;
  effectiveDate?: string | null;
  duration?: number | null;
  purpose?: string | null;
};

/** One formatter, kept: building one per call was 4 % of the request thread in the shared view. */
const effectiveDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Jan 15, 2026 — the spec's "MMM d, yyyy", from an ISO date, independent of time zones. */
export function formatIsoDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return effectiveDateFormat.format(date);
}

/**
 * Replaces every placeholder that has a value; one without a value stays visible as written, so
 * a reader sees what is missing instead of a silent blank.
 */
export function mergePlaceholders(content: string, values: PlaceholderValues): string {
  const replacements: Record<string, string | null | undefined> = {
    '[COMPANY]': values.company,
    '[PARTNER]': values.partner,
    '[EFFECTIVE_DATE]': values.effectiveDate ? formatIsoDate(values.effectiveDate) : null,
    '[DURATION]': values.duration != null ? String(values.duration) : null,
    '[PURPOSE]': values.purpose,
  };
  return content.replace(/\[(COMPANY|PARTNER|EFFECTIVE_DATE|DURATION|PURPOSE)\]/g, (token) => {
    const value = replacements[token];
    return value ? value : token;
  });
}

export const templatePreview = (content: string) =>
  content.length > TEMPLATE_PREVIEW_LENGTH
    ? `${content.slice(0, TEMPLATE_PREVIEW_LENGTH)}…`
    : content;
