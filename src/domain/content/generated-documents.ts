/**
 * The generated documents admins can download (admin spec §2 "Other links", §7): which route
 * answers which document, with or without the letterhead, under which file name. The text of each
 * document lives in src/domain/content/documents/; this list stays small so that the All
 * Documents page can import it without pulling every document's text into the browser.
 */

export type GeneratedDocumentId =
  | 'best-in-class-strategy'
  | 'healthcare-strategy'
  | 'best-in-class-healthcare'
  | 'board-agreement'
  | 'articles-of-incorporation'
  | 'operating-agreement';

/** Each document's title: the documents use these, so the button and the file agree. */
export const GENERATED_DOCUMENT_TITLES: Record<GeneratedDocumentId, string> = {
  'best-in-class-strategy': 'Best-in-Class Strategy for a Neurodiversity-Focused STEM School Group',
  'healthcare-strategy': 'Healthcare Partnership Strategy',
  'best-in-class-healthcare': 'Best-in-Class Healthcare Integration Plan',
  'board-agreement': 'Board Member Agreement',
  'articles-of-incorporation': 'Articles of Incorporation of a Texas Nonprofit Corporation',
  'operating-agreement': 'Operating Agreement Between the Three Divisions',
};

/** The start of each file name; letterhead copies add "_Letterhead". */
const FILE_STEMS: Record<GeneratedDocumentId, string> = {
  'best-in-class-strategy': 'Best_in_Class_Strategy',
  'healthcare-strategy': 'Healthcare_Partnership_Strategy',
  'best-in-class-healthcare': 'Best_in_Class_Healthcare_Integration_Plan',
  'board-agreement': 'Board_Member_Agreement',
  'articles-of-incorporation': 'Articles_of_Incorporation',
  'operating-agreement': 'Operating_Agreement',
};

export type GeneratedDocumentDownload = {
  /** The GET route that answers the .docx (admin only). */
  path: string;
  documentId: GeneratedDocumentId;
  /** The download button's text on the All Documents page. */
  label: string;
  hasLetterhead: boolean;
  filename: string;
};

const download = (
  path: string,
  documentId: GeneratedDocumentId,
  hasLetterhead: boolean,
): GeneratedDocumentDownload => ({
  path,
  documentId,
  label: `${GENERATED_DOCUMENT_TITLES[documentId]}${hasLetterhead ? ' (on letterhead)' : ''}`,
  hasLetterhead,
  filename: `${FILE_STEMS[documentId]}${hasLetterhead ? '_Letterhead' : ''}.docx`,
});

/**
 * The strategy papers come plain (to paste into other material) and on the letterhead (to send
 * as they are). The agreements and the articles only come on the letterhead: they are drafts the
 * organisation sends to counsel and board members.
 */
export const GENERATED_DOCUMENT_DOWNLOADS: readonly GeneratedDocumentDownload[] = [
  download('/api/generate/best-in-class-strategy', 'best-in-class-strategy', false),
  download('/api/generate/best-in-class-strategy-letterhead', 'best-in-class-strategy', true),
  download('/api/generate/healthcare-strategy', 'healthcare-strategy', false),
  download('/api/generate/healthcare-strategy-letterhead', 'healthcare-strategy', true),
  download('/api/generate/best-in-class-healthcare', 'best-in-class-healthcare', false),
  download('/api/generate/best-in-class-healthcare-letterhead', 'best-in-class-healthcare', true),
  download('/api/download/board-agreement-word', 'board-agreement', true),
  download('/api/download/articles-of-incorporation', 'articles-of-incorporation', true),
  download('/api/download/operating-agreement', 'operating-agreement', true),
];

/** The children's hospital partnership proposal: public, as HTML (the page body) and as a PDF. */
export const PROPOSAL_DOWNLOADS = {
  htmlPath: '/api/generate/texas-childrens-proposal',
  pdfPath: '/api/generate/texas-childrens-proposal.pdf',
  pdfFilename: 'Childrens_Hospital_Partnership_Proposal.pdf',
} as const;
