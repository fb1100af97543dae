import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { archivedPartnersQuery } from './api.ts';

/**
 * The archived partners, below the grid, so they can still be found and restored. Nothing is
 * shown while there are none (or while the list loads).
 */
export function ArchivedPartnersList() {
  const { data: partners } = useQuery(archivedPartnersQuery());
  if (!partners || partners.length === 0) return null;
  return (
    <section aria-labelledby="archived-partners-heading" className="mt-8">
      <h3 id="archived-partners-heading" className="text-lg font-semibold text-ink">
        Archived partners
      </h3>
      <p className="mt-1 text-ink-muted">
        Hidden from the partner list and from new NDAs; their NDAs are kept. Open one to restore it.
      </p>
      <ul className="mt-3 grid gap-2">
        {partners.map((partner) => (
          <li key={partner.id}>
            <Link
              to={`/admin/partners/${partner.id}`}
              className="inline-block min-h-6 font-medium text-brand underline underline-offset-4 hover:no-underline"
            >
              {partner.companyName}
            </Link>
            {partner.archivedAt ? (
              <span className="text-ink-muted"> (archived {formatDate(partner.archivedAt)})</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
