import { Link } from 'react-router';
import type { PartnerDto } from '../../../domain/partners/dtos.ts';
import { Card } from '../../ui/card.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';

const LINK_CLASSES =
  'inline-block min-h-6 font-medium text-brand underline underline-offset-4 hover:no-underline';

/** One partner in the All Partners grid; the company name leads to the partner's page. */
export function PartnerCard({ partner }: { partner: PartnerDto }) {
  return (
    <Card className="flex h-full flex-col">
      <h3 className="text-lg font-semibold">
        <Link
          to={`/admin/partners/${partner.id}`}
          className="inline-block min-h-6 text-ink underline decoration-line-strong underline-offset-4 hover:decoration-ink"
        >
          {partner.companyName}
        </Link>
      </h3>
      <dl className="mt-3 grid gap-2 text-base">
        <div>
          <dt className="text-sm text-ink-muted">Contact</dt>
          <dd className="text-ink">{partner.contactName || 'Not given'}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Email</dt>
          <dd>
            {partner.email ? (
              <a href={`mailto:${partner.email}`} className={LINK_CLASSES}>
                <BreakableAddress value={partner.email} />
              </a>
            ) : (
              <span className="text-ink">Not given</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Phone</dt>
          <dd>
            {partner.phone ? (
              <a href={`tel:${partner.phone.replace(/[^\d+]/g, '')}`} className={LINK_CLASSES}>
                {partner.phone}
              </a>
            ) : (
              <span className="text-ink">Not given</span>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
