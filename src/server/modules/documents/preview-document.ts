import { eq } from 'drizzle-orm';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { CreateDocumentData } from '../../../domain/documents/schemas.ts';
import type { DocumentPreviewDto } from '../../../domain/documents/dtos.ts';
import { PARTNER_FALLBACK_NAME, renderNdaText } from '../../../domain/documents/nda-text.ts';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../http/app-error.ts';
import { partners } from '../partners/public.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { UNKNOWN_PARTNER_MESSAGE } from './document-errors.ts';

/**
 * POST /api/documents/preview: the text the Create NDA body would give, rendered by the same
 * function every surface uses (renderNdaText), so what staff check is what the partner reads.
 * Nothing is saved.
 */
export async function previewDocument(options: {
  db: Database;
  input: CreateDocumentData;
  now: Date;
}): Promise<DocumentPreviewDto> {
  const { db, input, now } = options;
  let partnerCompanyName = input.partnerCompany;
  if (input.partnerId) {
    const [partner] = await db
      .select({ companyName: partners.companyName })
      .from(partners)
      .where(eq(partners.id, input.partnerId));
    if (!partner) throw fieldError('partnerId', UNKNOWN_PARTNER_MESSAGE);
    partnerCompanyName = partner.companyName;
  }
  const mergedContent = renderNdaText({
    content: input.content,
    organisationName: await getOrganisationName(db),
    partnerCompanyName,
    effectiveDate: input.effectiveDate ?? todayIsoDate(now),
    duration: input.duration,
    purpose: input.purpose,
  });
  return { mergedContent, partnerCompanyName: partnerCompanyName ?? PARTNER_FALLBACK_NAME };
}
