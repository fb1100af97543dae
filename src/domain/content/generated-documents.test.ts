import { describe, expect, it } from 'vitest';
import { COUNSEL_REVIEW_NOTICE, type AuthoredDocument } from './document-blocks.ts';
import { ARTICLES_OF_INCORPORATION } from './documents/articles-of-incorporation.ts';
import { BEST_IN_CLASS_HEALTHCARE } from './documents/best-in-class-healthcare.ts';
import { BEST_IN_CLASS_STRATEGY } from './documents/best-in-class-strategy.ts';
import { BOARD_AGREEMENT } from './documents/board-agreement.ts';
import { HEALTHCARE_STRATEGY } from './documents/healthcare-strategy.ts';
import { OPERATING_AGREEMENT } from './documents/operating-agreement.ts';
import {
  GENERATED_DOCUMENT_DOWNLOADS,
  GENERATED_DOCUMENT_TITLES,
  type GeneratedDocumentId,
} from './generated-documents.ts';
import { buildProposal } from './proposal.ts';

const DOCUMENTS: Record<GeneratedDocumentId, AuthoredDocument> = {
  'best-in-class-strategy': BEST_IN_CLASS_STRATEGY,
  'healthcare-strategy': HEALTHCARE_STRATEGY,
  'best-in-class-healthcare': BEST_IN_CLASS_HEALTHCARE,
  'board-agreement': BOARD_AGREEMENT,
  'articles-of-incorporation': ARTICLES_OF_INCORPORATION,
  'operating-agreement': OPERATING_AGREEMENT,
};
const LEGAL_DRAFTS = [BOARD_AGREEMENT, ARTICLES_OF_INCORPORATION, OPERATING_AGREEMENT];
const ALL = [...Object.values(DOCUMENTS), buildProposal({ email: 'team@example.org' })];

/** Every piece of text a reader sees, for checks that apply to all of it. */
function textsOf(document: AuthoredDocument): string[] {
  return [
    document.title,
    document.kind,
    document.notice,
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.blocks.flatMap((block) => {
        switch (block.kind) {
          case 'bullets':
          case 'steps':
            return block.items;
          case 'clauses':
            return block.items.map((clause) => clause.text);
          case 'table':
            return [block.caption, ...block.columns, ...block.rows.flat()];
          case 'link':
            return [block.label];
          case 'signatures':
            return block.parties;
          default:
            return [block.text];
        }
      }),
    ]),
  ];
}

describe('generated documents', () => {
  it('offers each document under a unique route and file name, titled from one list', () => {
    const paths = GENERATED_DOCUMENT_DOWNLOADS.map((download) => download.path);
    const files = GENERATED_DOCUMENT_DOWNLOADS.map((download) => download.filename);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(files).size).toBe(files.length);
    for (const download of GENERATED_DOCUMENT_DOWNLOADS) {
      expect(download.filename).toMatch(/^[A-Za-z0-9_]+\.docx$/);
      expect(DOCUMENTS[download.documentId].title).toBe(
        GENERATED_DOCUMENT_TITLES[download.documentId],
      );
    }
  });

  it.each(ALL)('$title: no empty text, placeholders or unfinished notes', (document) => {
    for (const text of textsOf(document)) {
      expect(text.trim(), document.title).not.toBe('');
      expect(text, document.title).not.toMatch(/\[[^\]]*\]|TODO|FIXME|TBD|coming soon|lorem/i);
    }
  });

  it.each(ALL)('$title: tables have a cell for every column', (document) => {
    for (const block of document.sections.flatMap((section) => section.blocks)) {
      if (block.kind !== 'table') continue;
      for (const row of block.rows) expect(row, block.caption).toHaveLength(block.columns.length);
    }
  });

  it.each(LEGAL_DRAFTS)(
    '$title: marked for counsel, numbered in order, with signatures',
    (draft) => {
      expect(draft.notice).toContain(COUNSEL_REVIEW_NOTICE);
      const numbers = draft.sections.flatMap((section) =>
        section.blocks.flatMap((block) =>
          block.kind === 'clauses' ? block.items.map((clause) => clause.number) : [],
        ),
      );
      const ordinal = (number: string) => number.split('.').map(Number) as [number, number];
      numbers.slice(1).forEach((number, index) => {
        const [article, clause] = ordinal(number);
        const [previousArticle, previousClause] = ordinal(numbers[index]!);
        const isNext =
          (article === previousArticle && clause === previousClause + 1) ||
          (article === previousArticle + 1 && clause === 1);
        expect(isNext, `${numbers[index]} then ${number}`).toBe(true);
      });
      expect(
        draft.sections.some((section) => section.blocks.some((b) => b.kind === 'signatures')),
      ).toBe(true);
    },
  );

  it('gives the articles the clauses a 501(c)(3) nonprofit needs', () => {
    const text = textsOf(ARTICLES_OF_INCORPORATION).join('\n');
    expect(text).toContain('section 501(c)(3) of the Internal Revenue Code');
    expect(text).toContain('The Corporation has no members.');
    expect(text).toMatch(/dissolved/);
    expect(text).toContain('to be named by the board before filing');
  });
});
