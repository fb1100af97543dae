import type { ReactNode } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import { SIGNING_COPY, formatSigningDay, formatSigningTime } from './signing-copy.ts';
import { senderLabel, type OpenSigningView } from './signing-labels.ts';

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
export function AgreementHeader({ view, language }: { view: OpenSigningView; language: Locale }) {
  const { document, sender, signer } = view;
  const copy = SIGNING_COPY[language];
  const { APPROVAL } = copy;
  const words =
    view.role === 'approver'
      ? {
          ...copy.HEADER,
          eyebrow: APPROVAL.eyebrow,
          lead: APPROVAL.lead,
          signBy: APPROVAL.approveBy,
        }
      : copy.HEADER;
  return (
    <div className="grid gap-6">
      <div>
        <p className="font-semibold text-ink-muted">{words.eyebrow}</p>
        <h1 className="mt-1 text-2xl font-semibold wrap-anywhere text-ink md:text-3xl">
          {document.title}
        </h1>
        <p className="mt-3 max-w-prose text-ink">{words.lead(senderLabel(language, sender))}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term={words.from}>
          {sender.name.trim() ? (
            <>
              <span className="block">{sender.name}</span>
              <span className="block text-ink-muted">{sender.organisation}</span>
            </>
          ) : (
            sender.organisation
          )}
        </Fact>
        <Fact term={words.to}>
          <span className="block">{signer.name}</span>
          <span className="block text-ink-muted">
            <BreakableAddress value={signer.email} />
          </span>
        </Fact>
        {view.family ? (
          <>
            <Fact term={words.learner}>{view.family.learnerName}</Fact>
            <Fact term={words.date}>{formatSigningDay(language, document.effectiveDate)}</Fact>
          </>
        ) : (
          <>
            <Fact term={words.effectiveDate}>
              {formatSigningDay(language, document.effectiveDate)}
            </Fact>
            <Fact term={words.term}>
              <span className="block">{words.termLength(document.duration)}</span>
              {document.expirationDate ? (
                <span className="block text-ink-muted">
                  {words.endsOn(formatSigningDay(language, document.expirationDate))}
                </span>
              ) : null}
            </Fact>
          </>
        )}
        <Fact term={words.signBy}>
          <time dateTime={view.expiresAt} className="block">
            {formatSigningTime(language, view.expiresAt)}
          </time>
          <span className="block text-ink-muted">{words.linkStops}</span>
        </Fact>
      </dl>
    </div>
  );
}
