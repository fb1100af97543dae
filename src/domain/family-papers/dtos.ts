import { z } from 'zod';
import { isoDateTime, uuid } from '../common/dto-fields.ts';
import { PAPER_KINDS, PAPER_MIME_TYPES } from './papers.ts';

/** One paper as the family sees it on the status page: what we received, never the file. */
export const familyPaperDto = z.object({
  id: uuid,
  kind: z.enum(PAPER_KINDS),
  filename: z.string(),
  size: z.number().int(),
  uploadedAt: isoDateTime,
  /** Read by admissions: then it can no longer be removed. */
  isReviewed: z.boolean(),
});
export type FamilyPaperDto = z.infer<typeof familyPaperDto>;

/** GET /api/waiting-list/status/:token/papers: the papers and the room left. */
export const familyPapersDto = z.object({
  papers: z.array(familyPaperDto),
  /** Whether the application still takes papers (not once it is withdrawn or closed). */
  isOpen: z.boolean(),
  room: z.object({ bytes: z.number().int(), files: z.number().int() }),
});
export type FamilyPapersDto = z.infer<typeof familyPapersDto>;

/** One paper as staff see it on the entry page. */
export const staffPaperDto = z.object({
  id: uuid,
  kind: z.enum(PAPER_KINDS),
  filename: z.string(),
  mimeType: z.enum(PAPER_MIME_TYPES as [string, ...string[]]),
  size: z.number().int(),
  sha256: z.string(),
  uploadedAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
  /** The staff member who marked it reviewed; null before, or once their account is gone. */
  reviewedByName: z.string().nullable(),
});
export type StaffPaperDto = z.infer<typeof staffPaperDto>;

export const staffPapersDto = z.array(staffPaperDto);

/** POST /api/waiting-list/:id/paper-requests: how the mail goes, for the toast. */
export const paperRequestDto = z.object({
  to: z.string(),
  delivery: z.enum(['queued', 'no-mail-server']),
});
export type PaperRequestDto = z.infer<typeof paperRequestDto>;
