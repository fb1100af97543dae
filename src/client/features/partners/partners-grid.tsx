import { useQuery } from '@tanstack/react-query';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { partnersQuery } from './api.ts';
import { PartnerCard } from './partner-card.tsx';

const GRID_CLASSES = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** The All Partners grid with its loading, error and empty states. */
export function PartnersGrid() {
  const { data: partners, isPending, isError, refetch } = useQuery(partnersQuery());

  if (isPending) {
    return (
      <div aria-busy="true" className={GRID_CLASSES}>
        <p className="sr-only" role="status">
          Loading partners...
        </p>
        {[0, 1, 2].map((key) => (
          <Card key={key} className="grid gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
          </Card>
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <Card role="alert">
        <p className="text-ink">The partner list could not be loaded.</p>
        <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
          Try again
        </Button>
      </Card>
    );
  }

  if (partners.length === 0) {
    return (
      <Card>
        <p className="font-semibold text-ink">No partners yet</p>
        <p className="mt-1 text-ink-muted">
          Add your first partner with the Add Partner button. Partners are also added when you
          create an NDA for a new partner.
        </p>
      </Card>
    );
  }

  return (
    <ul className={GRID_CLASSES}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <PartnerCard partner={partner} />
        </li>
      ))}
    </ul>
  );
}
