import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { DocumentDto } from '../../../domain/document-schemas.ts';
import { formatDate } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import { termLabel, termStatusLabel } from './document-labels.ts';
import { DocumentStatusBadge } from './document-status-badge.tsx';

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

/** Partner, status and the term of one NDA, with how long the term still runs. */
export function DocumentMetadata({ document }: { document: DocumentDto }) {
  const { partner } = document;
  return (
    <Card>
      <h2 className="text-xl font-semibold">Details</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Item term="Status">
          <DocumentStatusBadge status={document.status} />
        </Item>
        <Item term="Partner">
          {partner ? (
            <span className="grid">
              <span className="font-medium">{partner.companyName}</span>
              {partner.contactName ? <span>{partner.contactName}</span> : null}
              {partner.email ? (
                <a
                  href={`mailto:${partner.email}`}
                  className="inline-block min-h-6 break-all text-brand underline underline-offset-2"
                >
                  {partner.email}
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
          <Item term="Purpose" className="sm:col-span-2">
            {document.purpose}
          </Item>
        ) : null}
      </dl>
    </Card>
  );
}
