import { DOCUMENT_STATUS_LABELS } from '../../../domain/documents/documents.ts';
import { Card } from '../../ui/card.tsx';
import { HELP_SECTION_ID } from './help-card.tsx';

/** Short in-app documentation, the target of the help card's "View Documentation" link. */
export function DashboardHelp() {
  return (
    <Card>
      <section id={HELP_SECTION_ID} aria-labelledby={`${HELP_SECTION_ID}-title`} tabIndex={-1}>
        <h2 id={`${HELP_SECTION_ID}-title`} className="text-lg font-semibold">
          How the NDA manager works
        </h2>
        <ol className="mt-3 grid max-w-prose list-decimal gap-2 pl-6">
          <li>
            Select <strong>Create from Template</strong>. Choose a partner, or tick{' '}
            <strong>Create new partner</strong> to add one. Choose a template and check the text.
          </li>
          <li>
            Select <strong>Preview before sending</strong> to read the text as the partner will,
            then <strong>Create and send NDA</strong>. Or select <strong>Save as draft</strong> to
            send it later. Either way you land on the NDA's page, which shows what was sent and to
            whom.
          </li>
          <li>
            To use an agreement you already have, select <strong>Upload Document</strong>. It is
            saved as a draft. Check it, then send it from its page.
          </li>
          <li>
            <strong>All Documents</strong> lists every NDA. You can search, filter by status, send
            drafts and download Word files.
          </li>
        </ol>
        <h3 className="mt-5 font-semibold">What the statuses mean</h3>
        <dl className="mt-2 grid max-w-prose gap-1">
          <div>
            <dt className="inline font-medium">{DOCUMENT_STATUS_LABELS.draft}:</dt>{' '}
            <dd className="inline">saved, not sent yet.</dd>
          </div>
          <div>
            <dt className="inline font-medium">{DOCUMENT_STATUS_LABELS.sent}:</dt>{' '}
            <dd className="inline">sent to the partner.</dd>
          </div>
          <div>
            <dt className="inline font-medium">{DOCUMENT_STATUS_LABELS.viewed}:</dt>{' '}
            <dd className="inline">the partner has opened it.</dd>
          </div>
          <div>
            <dt className="inline font-medium">{DOCUMENT_STATUS_LABELS.pending}:</dt>{' '}
            <dd className="inline">waiting for a signature.</dd>
          </div>
          <div>
            <dt className="inline font-medium">{DOCUMENT_STATUS_LABELS.completed}:</dt>{' '}
            <dd className="inline">signed by everyone.</dd>
          </div>
          <div>
            <dt className="inline font-medium">{DOCUMENT_STATUS_LABELS.expired}:</dt>{' '}
            <dd className="inline">the term has ended.</dd>
          </div>
        </dl>
      </section>
    </Card>
  );
}
