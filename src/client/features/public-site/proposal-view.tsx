import { useId } from 'react';
import { PROPOSAL_DOWNLOADS } from '../../../domain/content/generated-documents.ts';
import type { ProposalPageContent } from '../../../domain/content/modules.ts';
import { HTML_LANG } from '../../../domain/common/i18n.ts';
import { absoluteUrl } from '../../lib/site-config.ts';
import { buttonClassName } from '../../ui/button-styles.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { LinkButton, TextLink } from './page-blocks.tsx';
import { useProposalHtml } from './use-proposal-html.ts';

export type ProposalViewContent = { proposalPage: ProposalPageContent };

type Props = { proposalPage: ProposalPageContent };

/** The four actions of public spec §2; none of them prints. */
function ProposalToolbar({ proposalPage }: Props) {
  const { PROPOSAL_META, PROPOSAL_PAGE, proposalShareHref } = proposalPage;
  // No recipient: the reader fills in the hospital contact. The address is the public one.
  const shareHref = proposalShareHref(absoluteUrl(PROPOSAL_META.path));
  return (
    <div
      role="group"
      aria-label={PROPOSAL_PAGE.toolbarLabel}
      data-print-hide
      className="mt-6 flex flex-wrap gap-3"
    >
      <LinkButton link={PROPOSAL_PAGE.backToDocuments} variant="secondary" />
      <button type="button" onClick={() => window.print()} className={buttonClassName()}>
        {PROPOSAL_PAGE.print}
      </button>
      <a href={shareHref} className={buttonClassName('secondary')}>
        {PROPOSAL_PAGE.share}
        <span className="sr-only"> {PROPOSAL_PAGE.shareDetail}</span>
      </a>
      <a
        href={PROPOSAL_DOWNLOADS.pdfPath}
        download={PROPOSAL_DOWNLOADS.pdfFilename}
        className={buttonClassName('secondary')}
      >
        {PROPOSAL_PAGE.downloadPdf}
      </a>
    </div>
  );
}

/** Preflight removes the browser's text styles; these give the fragment's tags theirs back. */
const DOCUMENT_CLASSES = [
  'max-w-prose text-lg text-ink',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold',
  '[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_p]:mt-4 [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_caption]:mb-2 [&_caption]:text-left [&_caption]:font-semibold',
  '[&_th]:border-b-2 [&_th]:border-line-strong [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left [&_th]:align-bottom',
  '[&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top',
  '[&_a]:font-semibold [&_a]:wrap-anywhere [&_a]:text-brand-ink [&_a]:underline [&_a]:underline-offset-4',
  // Emphasis in bold, not italics (British Dyslexia Association style guide).
  '[&_em]:font-semibold [&_em]:not-italic',
].join(' ');

function ProposalBody({ titleId, proposalPage }: Props & { titleId: string }) {
  const { PROPOSAL_PAGE } = proposalPage;
  // On a page in another language the titles differ, so the document keeps its own (as an h2).
  const { state, retry } = useProposalHtml(PROPOSAL_PAGE.title);

  if (state.status === 'loading') {
    // A screen of room for the coming document: the link and footer below start where they
    // will stay, instead of jumping down when the proposal arrives (layout shift).
    return (
      <div className="mt-10 min-h-screen">
        <Spinner label={PROPOSAL_PAGE.loading} showLabel />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div
        role="alert"
        className="mt-10 max-w-prose rounded-md border-2 border-danger bg-danger-soft p-4 text-danger-ink"
      >
        <p>{PROPOSAL_PAGE.loadError}</p>
        <button type="button" onClick={retry} className={buttonClassName('secondary', 'mt-3')}>
          {PROPOSAL_PAGE.retry}
        </button>
      </div>
    );
  }
  return (
    <article
      aria-labelledby={titleId}
      // The server writes the proposal in English on every page, so screen readers on the
      // Spanish page read it with an English voice.
      lang={HTML_LANG.en}
      className={`mt-8 ${DOCUMENT_CLASSES}`}
      // The one place the site renders HTML it did not build itself. The server escapes the
      // proposal text and then passes it through a strict allow-list (sanitize-document-html.ts:
      // structure, tables and http/mailto links only, no attributes but href), and
      // fitProposalHtml drops script and style again. Nothing else may be rendered this way.
      dangerouslySetInnerHTML={{ __html: state.html }}
    />
  );
}

/**
 * The printable proposal. data-print-root tells app.css to print only this: the title and the
 * proposal, without the site header, footer, lead or buttons.
 */
export function ProposalView({ content }: { content: ProposalViewContent }) {
  const { proposalPage } = content;
  const { PROPOSAL_PAGE } = proposalPage;
  const titleId = useId();
  return (
    <div data-print-root className="mx-auto max-w-4xl px-4 py-12 print:p-0">
      <h1 id={titleId} className="text-3xl leading-tight font-bold text-ink md:text-4xl">
        {PROPOSAL_PAGE.title}
      </h1>
      <p data-print-hide className="mt-4 max-w-prose text-lg text-ink">
        {PROPOSAL_PAGE.lead}
      </p>
      <ProposalToolbar proposalPage={proposalPage} />
      {PROPOSAL_PAGE.documentLanguageNote ? (
        <p data-print-hide className="mt-8 max-w-prose text-lg text-ink-muted">
          {PROPOSAL_PAGE.documentLanguageNote}
        </p>
      ) : null}
      <ProposalBody titleId={titleId} proposalPage={proposalPage} />
      <p data-print-hide className="mt-10">
        <TextLink link={PROPOSAL_PAGE.summaryLink} />
      </p>
    </div>
  );
}
