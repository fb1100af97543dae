import { describeStatusBasis } from '../../../domain/crm/donor-status.ts';
import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import { DonorStatusBadge } from './donor-status-badge.tsx';

/**
 * The status and the rule that set it ("Donor" — "First gift on Mar 3, 2026"), so staff can see
 * why a donor is where they are, and that Donor and Lapsed come from the gifts.
 */
export function DonorStatusReason({
  donor,
  layout = 'inline',
}: {
  donor: Pick<DonorDto, 'status' | 'statusBasis'>;
  layout?: 'inline' | 'stacked';
}) {
  return (
    <span
      className={
        layout === 'inline'
          ? 'inline-flex flex-wrap items-center gap-2'
          : 'grid justify-items-start gap-1'
      }
    >
      <DonorStatusBadge status={donor.status} />
      <span className="text-sm text-ink-muted">{describeStatusBasis(donor.statusBasis)}</span>
    </span>
  );
}
