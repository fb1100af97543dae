import type { SiteLink } from './types.ts';
import { pageTitle, type PageMeta } from './pages.ts';

/**
 * The printable proposal page (public spec §2 "Corporate and proposal pages", §7). Its body is
 * the proposal HTML the server generates (src/domain/content/proposal.ts); this is the page
 * around it.
 */

export const PROPOSAL_META: PageMeta = {
  path: '/texas-childrens-proposal',
  title: pageTitle('Children’s Hospital Partnership Proposal (printable)'),
  description:
    'The printable proposal for a partnership between NovaLearn Institute Group and a children’s hospital in Texas. Print it, download the PDF or share it.',
};

export const PROPOSAL_PAGE = {
  /** The same words as the generated proposal's title, which the page then shows only once. */
  title: 'Children’s Hospital Partnership Proposal',
  lead: 'A proposal for a partnership between NovaLearn Institute Group and a children’s hospital in Texas. You can print it, download it as a PDF, or share it by email.',
  toolbarLabel: 'Proposal actions',
  backToDocuments: { label: 'Back to Documents', to: '/documents' } satisfies SiteLink,
  print: 'Print',
  share: 'Share with CH',
  /** Read after "Share with CH" by screen readers only: what CH stands for and what happens. */
  shareDetail: '(children’s hospital), by email',
  downloadPdf: 'Download PDF',
  loading: 'Loading the proposal...',
  loadError:
    'The proposal could not be loaded. Check your connection and try again, or download the PDF.',
  retry: 'Try again',
  /**
   * The proposal itself is written in English, for the hospital (proposal.ts). A page in another
   * language says so above it; the English page needs no note.
   */
  documentLanguageNote: null as string | null,
  summaryLink: {
    label: 'Read a short summary of the partnership',
    to: '/texas-childrens-partnership',
  } satisfies SiteLink,
} as const;

/**
 * Percent-encoding for mail text that leaves ":" and "/" as they are: an address in the text
 * stays readable, and stays the same text that the server swaps in prerendered pages (the
 * configured public address for the placeholder), so the link is right before and after the
 * page starts.
 */
const encodeMailText = (text: string) =>
  encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%2F/gi, '/');

/**
 * "Share with CH" opens the reader's mail program with the page's address filled in; the
 * reader adds the children's hospital contact. There is no stored document behind this page,
 * so there is no share link to create, for admins or anyone else.
 */
export function proposalShareHref(pageUrl: string): string {
  const subject = `${PROPOSAL_PAGE.title} from NovaLearn Institute Group`;
  const body = `Hello,\n\nPlease find our partnership proposal here:\n${pageUrl}\n\nYou can print it or download it as a PDF from that page.\n\nKind regards,\n`;
  return `mailto:?subject=${encodeMailText(subject)}&body=${encodeMailText(body)}`;
}
