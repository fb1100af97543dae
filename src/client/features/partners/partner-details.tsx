import type { ReactNode } from 'react';
import type { PartnerDto } from '../../../domain/partners/dtos.ts';
import { formatDate } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';

const LINK_CLASSES =
  'inline-block min-h-6 font-medium text-brand underline underline-offset-4 hover:no-underline';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}

/** The partner's contact details on its own page. */
export function PartnerDetails({ partner }: { partner: PartnerDto }) {
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">Contact details</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Detail label="Contact name">{partner.contactName || 'Not given'}</Detail>
        <Detail label="Email">
          {partner.email ? (
            <a href={`mailto:${partner.email}`} className={LINK_CLASSES}>
              <BreakableAddress value={partner.email} />
            </a>
          ) : (
            'Not given'
          )}
        </Detail>
        <Detail label="Phone">{partner.phone || 'Not given'}</Detail>
        <Detail label="Added">{formatDate(partner.createdAt)}</Detail>
        <Detail label="Address">
          {partner.address ? (
            <span className="whitespace-pre-line">{partner.address}</span>
          ) : (
            'Not given'
          )}
        </Detail>
      </dl>
    </Card>
  );
}
