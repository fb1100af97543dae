import { z } from 'zod';
import { isoDateTime, uuid } from '../common/dto-fields.ts';
import { requiredText } from '../common/text-fields.ts';
import {
  MAX_FIELDS_PER_TEMPLATE,
  MAX_TEMPLATE_SIGNERS,
  pageBox,
  placedField,
} from './placed-fields.ts';

/**
 * PDF templates (ADR 050): a partner's own PDF with fields placed on its pages, kept for reuse.
 * Routes: GET/POST /api/pdf-templates, GET/PUT/DELETE /api/pdf-templates/:id and
 * GET /api/pdf-templates/:id/pdf (the original, for the editor to render with pdf.js).
 */

export const MAX_TEMPLATE_UPLOAD_MB = 10;
export const MAX_TEMPLATE_UPLOAD_BYTES = MAX_TEMPLATE_UPLOAD_MB * 1024 * 1024;
/** A signer reads every page on a phone: longer papers are split before they are sent. */
export const MAX_TEMPLATE_PAGES = 100;

export const TEMPLATE_NOT_A_PDF_MESSAGE =
  'This file is not a PDF that can be read. Upload a PDF file.';
export const TEMPLATE_TOO_LARGE_MESSAGE = `This file is larger than ${MAX_TEMPLATE_UPLOAD_MB} MB. Upload a smaller PDF.`;
export const TEMPLATE_TOO_MANY_PAGES_MESSAGE = `This PDF has more than ${MAX_TEMPLATE_PAGES} pages. Split it into smaller PDFs.`;
export const TEMPLATE_ENCRYPTED_MESSAGE =
  'This PDF is locked with a password or against changes, so fields cannot be drawn into it. ' +
  'Save an unlocked copy and upload that.';
export const TEMPLATE_NOT_FOUND_MESSAGE = 'This PDF template no longer exists.';
export const TEMPLATE_SAVED_MESSAGE = 'Template saved';

/** One template in the list. */
export const pdfTemplateSummaryDto = z.object({
  id: uuid,
  name: z.string(),
  filename: z.string(),
  pageCount: z.number().int(),
  fieldCount: z.number().int(),
  signerCount: z.number().int(),
  updatedAt: isoDateTime,
});
export type PdfTemplateSummaryDto = z.infer<typeof pdfTemplateSummaryDto>;

/** One template as the editor opens it. */
export const pdfTemplateDto = pdfTemplateSummaryDto.extend({
  sha256: z.string(),
  size: z.number().int(),
  pages: z.array(pageBox),
  fields: z.array(placedField),
});
export type PdfTemplateDto = z.infer<typeof pdfTemplateDto>;

/** PUT /api/pdf-templates/:id: the name, how many signers, and every field (replaced whole). */
export const saveTemplateInput = z
  .object({
    name: requiredText('a name for the template', 200),
    signerCount: z
      .number({ error: 'Choose how many signers fill this PDF' })
      .int()
      .min(1, 'A template needs at least one signer')
      .max(MAX_TEMPLATE_SIGNERS, `A template can have at most ${MAX_TEMPLATE_SIGNERS} signers`),
    fields: z
      .array(placedField)
      .max(MAX_FIELDS_PER_TEMPLATE, `Place at most ${MAX_FIELDS_PER_TEMPLATE} fields`),
  })
  .superRefine((value, context) => {
    value.fields.forEach((field, index) => {
      if (field.signer > value.signerCount) {
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'signer'],
          message: `Field ${index + 1} is for signer ${field.signer}, but the template has ${value.signerCount}. Add a signer or give the field to another.`,
        });
      }
    });
  });
export type SaveTemplateInput = z.input<typeof saveTemplateInput>;

export const templateIdParam = z.object({ id: z.uuid('Unknown template') });
