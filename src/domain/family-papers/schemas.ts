import { z } from 'zod';
import { MAX_PAPER_REQUEST_NOTE_LENGTH, PAPER_KINDS } from './papers.ts';

/**
 * Inputs of the papers routes. The family's upload is a multipart form (`file`, `kind`), read by
 * the server's form reader; its `kind` is checked with `paperKind`.
 */
export const paperKind = z.enum(PAPER_KINDS, { error: 'Choose what kind of paper this is.' });

/** /api/waiting-list/status/:token/papers/:paperId (the family's link). */
export const statusPaperParams = z.object({
  token: z.string().min(1).max(200),
  paperId: z.uuid('This paper id is not valid'),
});

/** /api/waiting-list/:id/papers/:paperId (staff). */
export const entryPaperParams = z.object({
  id: z.uuid('This id is not valid'),
  paperId: z.uuid('This paper id is not valid'),
});

/** POST /api/waiting-list/:id/paper-requests: staff ask the family for a paper by mail. */
export const askForPaperInput = z.object({
  kind: paperKind,
  /** Sent to the family as written, in the mail. */
  note: z
    .string()
    .trim()
    .max(
      MAX_PAPER_REQUEST_NOTE_LENGTH,
      `Keep the note under ${MAX_PAPER_REQUEST_NOTE_LENGTH + 1} characters`,
    )
    .optional()
    .transform((note) => note || undefined),
});
export type AskForPaperInput = z.input<typeof askForPaperInput>;
