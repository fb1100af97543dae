import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { senderLabel, termLabel, type OpenSigningView } from './signing-labels.ts';
import { BreakableAddress } from '../../ui/data-table-text.tsx';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-line bg-surface p-4 shadow-sm">
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="mt-1 font-medium wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

/**
 * The page's one h1 (the agreement's title), who asks whom to sign it, what to do, and the facts
 * a signer checks before reading: from, to, dates, term and until when the link works.
 */
export function AgreementHeader({ view }: { view: OpenSigningView }) {
  const { document, sender, signer } = view;
  return (
    <div className="grid gap-6">
      <div>
        <p className="font-semibold text-ink-muted">Agreement to sign</p>
        <h1 className="mt-1 text-2xl font-semibold wrap-anywhere text-ink md:text-3xl">
          {document.title}
        </h1>
        <p className="mt-3 max-w-prose text-ink">
          {senderLabel(sender)} has asked you to sign this agreement. Read it below. Then fill in
          the form at the end of the page to sign it, or decline if you do not want to sign.
        </p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term="From">
          {sender.name.trim() ? (
            <>
              <span className="block">{sender.name}</span>
              <span className="block text-ink-muted">{sender.organisation}</span>
            </>
          ) : (
            sender.organisation
          )}
        </Fact>
        <Fact term="To">
          <span className="block">{signer.name}</span>
          <span className="block text-ink-muted">
            <BreakableAddress value={signer.email} />
          </span>
        </Fact>
        {view.family ? (
          <>
            <Fact term="Learner">{view.family.learnerName}</Fact>
            <Fact term="Date">{formatDate(document.effectiveDate)}</Fact>
          </>
        ) : (
          <>
            <Fact term="Effective date">{formatDate(document.effectiveDate)}</Fact>
            <Fact term="Term">
              <span className="block">{termLabel(document.duration)}</span>
              {document.expirationDate ? (
                <span className="block text-ink-muted">
                  Ends on {formatDate(document.expirationDate)}
                </span>
              ) : null}
            </Fact>
          </>
        )}
        <Fact term="Sign by">
          <time dateTime={view.expiresAt} className="block">
            {formatDateTime(view.expiresAt)}
          </time>
          <span className="block text-ink-muted">After this, the link stops working.</span>
        </Fact>
      </dl>
    </div>
  );
}
