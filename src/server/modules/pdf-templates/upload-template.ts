import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import {
  MAX_TEMPLATE_UPLOAD_BYTES,
  saveTemplateInput,
  TEMPLATE_NOT_A_PDF_MESSAGE,
  TEMPLATE_TOO_LARGE_MESSAGE,
  type PdfTemplateDto,
} from '../../../domain/esign/pdf-templates.ts';
import { cleanPaperFilename } from '../../../domain/family-papers/filenames.ts';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { untrustedTask } from '../../untrusted-work/untrusted-task.ts';
import type { UntrustedWorkPool } from '../../untrusted-work/untrusted-work-pool.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { pdfTemplates } from './pdf-templates.table.ts';
import type readTemplatePdf from './read-template-pdf.task.ts';
import { templateFacts, toPdfTemplateDto } from './template-dto.ts';

/** Limits for @fastify/multipart: one PDF and its optional name. */
export const TEMPLATE_UPLOAD_LIMITS = {
  fileSize: MAX_TEMPLATE_UPLOAD_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 1000,
  parts: 3,
};

const READ_TEMPLATE_PDF = untrustedTask<typeof readTemplatePdf>(
  import.meta.url,
  './read-template-pdf.task',
  (passed) =>
    new AppError(
      422,
      `This PDF needs ${passed} to read, far more than an agreement does. Save it again as a simpler PDF.`,
    ),
);

export type TemplateUpload = { filename: string; data: Buffer; name: string };

/** Reads the staff form: `file`, and an optional `name` (else the file's name without .pdf). */
export async function readTemplateUpload(request: FastifyRequest): Promise<TemplateUpload> {
  const { file, fields } = await readMultipartForm(request, {
    tooLarge: TEMPLATE_TOO_LARGE_MESSAGE,
    oneFile: 'Upload one PDF at a time.',
    tooManyFields: 'This form has more fields than it should. Reload the page and try again.',
    brokenForm: 'The upload was cut short. Try again.',
    notMultipart: 'Send the PDF as multipart/form-data with the file in `file`.',
  });
  if (!file) throw fieldError('file', 'Choose a PDF to upload.');
  const cleaned = cleanPaperFilename(file.filename);
  const filename = /\.pdf$/i.test(cleaned) ? cleaned : `${cleaned}.pdf`;
  const given =
    fields.name?.trim() ||
    filename
      .replace(/\.pdf$/i, '')
      .slice(0, 200)
      .trim();
  const name = saveTemplateInput.shape.name.safeParse(given);
  if (!name.success) throw fieldError('name', name.error.issues[0]!.message);
  return { filename, data: file.data, name: name.data };
}

/**
 * POST /api/pdf-templates: a partner's PDF, told by its bytes and measured page by page by
 * pdf-lib in the untrusted-work pool before the transaction (ADR 030, 043, 050), then kept as
 * uploaded with its SHA-256 and no fields yet.
 */
export async function uploadTemplate(options: {
  db: Database;
  upload: TemplateUpload;
  admin: AdminUser;
  untrustedWork: UntrustedWorkPool;
  now: Date;
}): Promise<PdfTemplateDto> {
  const { db, upload, admin, now } = options;
  if (upload.data.length > MAX_TEMPLATE_UPLOAD_BYTES) {
    throw new AppError(413, TEMPLATE_TOO_LARGE_MESSAGE);
  }
  // PDF readers accept the header anywhere in the first 1024 bytes (PDF 1.7, annex H).
  if (!upload.data.subarray(0, 1024).includes('%PDF-', 0, 'latin1')) {
    throw new AppError(415, TEMPLATE_NOT_A_PDF_MESSAGE, {
      fieldErrors: { file: [TEMPLATE_NOT_A_PDF_MESSAGE] },
    });
  }
  const { pages } = await options.untrustedWork.run(READ_TEMPLATE_PDF, upload.data);
  const sha256 = createHash('sha256').update(upload.data).digest('hex');

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pdfTemplates)
      .values({
        name: upload.name,
        filename: upload.filename,
        pdf: upload.data,
        sha256,
        size: upload.data.length,
        pages: pages.map(({ width, height }) => ({ width, height })),
        createdByUserId: admin.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning(templateFacts);
    // The file's name may say whom it is with; the audit log keeps its hash and size.
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'upload',
      entity: 'pdf_template',
      entityId: row!.id,
      details: { sha256, size: upload.data.length, pageCount: pages.length },
      at: now,
    });
    return toPdfTemplateDto(row!);
  });
}
