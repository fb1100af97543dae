import type { AuthoredDocument } from '../../../domain/content/document-blocks.ts';
import { ARTICLES_OF_INCORPORATION } from '../../../domain/content/documents/articles-of-incorporation.ts';
import { BEST_IN_CLASS_HEALTHCARE } from '../../../domain/content/documents/best-in-class-healthcare.ts';
import { BEST_IN_CLASS_STRATEGY } from '../../../domain/content/documents/best-in-class-strategy.ts';
import { BOARD_AGREEMENT } from '../../../domain/content/documents/board-agreement.ts';
import { HEALTHCARE_STRATEGY } from '../../../domain/content/documents/healthcare-strategy.ts';
import { OPERATING_AGREEMENT } from '../../../domain/content/documents/operating-agreement.ts';
import type { GeneratedDocumentId } from '../../../domain/content/generated-documents.ts';

/** The text of each generated document. Kept on the server: the browser only needs the list. */
export const AUTHORED_DOCUMENTS: Record<GeneratedDocumentId, AuthoredDocument> = {
  'best-in-class-strategy': BEST_IN_CLASS_STRATEGY,
  'healthcare-strategy': HEALTHCARE_STRATEGY,
  'best-in-class-healthcare': BEST_IN_CLASS_HEALTHCARE,
  'board-agreement': BOARD_AGREEMENT,
  'articles-of-incorporation': ARTICLES_OF_INCORPORATION,
  'operating-agreement': OPERATING_AGREEMENT,
};
