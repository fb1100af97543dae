import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { formatDate } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import { termLabel, termStatusLabel } from './document-labels.ts';
import { BreakableAddress } from '../../ui/data-table-text.tsx';

function Item({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx('grid gap-0.5', className)}>
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/**
 * The partner and the term of one NDA, with how long the term still runs. The status is in the
 * page header, on every tab. One column from 1024px, where this card sits beside the text.
 */
export function DocumentMetadata({
  document,
  className,
}: {
  document: DocumentDto;
  className?: string;
}) {
  const { partner } = document;
  return (
    <Card className={className}>
      <h2 className="text-xl font-semibold">Details</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <Item term="Partner">
          {partner ? (
            <span className="grid">
              <span className="font-medium">{partner.companyName}</span>
              {partner.contactName ? <span>{partner.contactName}</span> : null}
              {partner.email ? (
                <a
                  href={`mailto:${partner.email}`}
                  className="inline-block min-h-6 text-brand underline underline-offset-2"
                >
                  <BreakableAddress value={partner.email} />
                </a>
              ) : null}
            </span>
          ) : (
            'Unknown Partner'
          )}
        </Item>
        <Item term="Effective date">{formatDate(document.effectiveDate)}</Item>
        <Item term="Term">{termLabel(document.duration)}</Item>
        <Item term="Expiration date">
          {document.expirationDate ? formatDate(document.expirationDate) : 'No end date'}
        </Item>
        <Item term="Days left in the term">{termStatusLabel(document.daysLeftInTerm)}</Item>
        {document.purpose ? (
          <Item term="Purpose" className="sm:col-span-2 lg:col-span-1">
            {document.purpose}
          </Item>
        ) : null}
      </dl>
    </Card>
  );
}
