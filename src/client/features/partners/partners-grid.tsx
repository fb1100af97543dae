import { useQuery } from '@tanstack/react-query';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { partnersQuery } from './api.ts';
import { PartnerCard } from './partner-card.tsx';

const GRID_CLASSES = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

const PLACEHOLDER = (
  <div className={GRID_CLASSES}>
    {[0, 1, 2].map((key) => (
      <Card key={key} className="grid gap-3">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
      </Card>
    ))}
  </div>
);

const EMPTY = (
  <Card>
    <p className="font-semibold text-ink">No partners yet</p>
    <p className="mt-1 text-ink-muted">
      Add your first partner with the Add Partner button. Partners are also added when you create an
      NDA for a new partner.
    </p>
  </Card>
);

/** The All Partners grid with its loading, error and empty states. */
export function PartnersGrid() {
  const query = useQuery(partnersQuery());
  return (
    <QueryState
      query={query}
      what="The partner list"
      loadingLabel="Loading partners..."
      presentation="card"
      skeleton={PLACEHOLDER}
      isEmpty={(partners) => partners.length === 0}
      empty={EMPTY}
    >
      {(partners) => (
        <ul className={GRID_CLASSES}>
          {partners.map((partner) => (
            <li key={partner.id}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
