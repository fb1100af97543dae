import type { FamilyPaperDto, StaffPaperDto } from '../../../domain/family-papers/dtos.ts';
import { familyPapers, type FamilyPaper } from './family-papers.table.ts';

/** Every column but the file itself: lists never read the bytes. */
export const paperFacts = {
  id: familyPapers.id,
  entryId: familyPapers.entryId,
  kind: familyPapers.kind,
  filename: familyPapers.filename,
  mimeType: familyPapers.mimeType,
  size: familyPapers.size,
  sha256: familyPapers.sha256,
  uploadedAt: familyPapers.uploadedAt,
  reviewedAt: familyPapers.reviewedAt,
  reviewedBy: familyPapers.reviewedBy,
};
export type PaperFacts = Omit<FamilyPaper, 'data'>;

export const toFamilyPaperDto = (paper: PaperFacts): FamilyPaperDto => ({
  id: paper.id,
  kind: paper.kind,
  filename: paper.filename,
  size: paper.size,
  uploadedAt: paper.uploadedAt.toISOString(),
  isReviewed: paper.reviewedAt !== null,
});

export const toStaffPaperDto = (
  paper: PaperFacts,
  reviewedByName: string | null,
): StaffPaperDto => ({
  id: paper.id,
  kind: paper.kind,
  filename: paper.filename,
  mimeType: paper.mimeType,
  size: paper.size,
  sha256: paper.sha256,
  uploadedAt: paper.uploadedAt.toISOString(),
  reviewedAt: paper.reviewedAt?.toISOString() ?? null,
  reviewedByName,
});
