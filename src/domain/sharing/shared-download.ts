import { z } from 'zod';
import { LOCALES } from '../common/i18n.ts';
import { documentDownloadFilename } from '../documents/rules.ts';

/**
 * GET /api/shared/:token/download and /download.pdf: the language of the stamp on the file (the
 * words around the visitor's address and the time), the shared page's own. Left out: English.
 */
export const sharedDownloadQuery = z.object({
  language: z.enum(LOCALES, { error: 'Choose en or es' }).default('en'),
});

/** The name a shared NDA's PDF is saved under: the Word file's, ending in .pdf. */
export const sharedPdfFilename = (title: string) =>
  documentDownloadFilename(title).replace(/\.docx$/, '.pdf');
