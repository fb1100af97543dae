import { useQuery } from '@tanstack/react-query';
import type { HouseholdDto } from '../../../domain/crm/credit-schemas.ts';
import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { SummaryList } from '../../ui/summary-list.tsx';
import { AddHouseholdMemberDialog } from './add-household-member-dialog.tsx';
import { householdQuery } from './credit-api.ts';
import { HouseholdFormDialog } from './household-form-dialog.tsx';
import { HouseholdMemberTable } from './household-member-table.tsx';

const addressLines = (household: HouseholdDto) =>
  [
    household.address,
    [household.city, household.state, household.zipCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join('\n');

/** The donor's household: its mailing name and address, members, and giving hard and soft. */
export function HouseholdPanel({ donor }: { donor: DonorDto }) {
  const query = useQuery(householdQuery(donor.id));
  return (
    <QueryState query={query} what="The household">
      {({ household }) =>
        household ? (
          <HouseholdDetails household={household} donorId={donor.id} />
        ) : (
          <div className="grid justify-items-start gap-3">
            <p className="text-ink-muted">
              {donor.firstName} is not in a household. A household joins people who share a mailing
              address and shows what they give together.
            </p>
            <HouseholdFormDialog
              target={{
                kind: 'create',
                donorId: donor.id,
                suggestedName: `${donor.lastName} household`,
              }}
            />
          </div>
        )
      }
    </QueryState>
  );
}

function HouseholdDetails({ household, donorId }: { household: HouseholdDto; donorId: string }) {
  const address = addressLines(household);
  return (
    <div className="grid gap-4">
      <h3 className="text-lg font-semibold text-ink">{household.name}</h3>
      <SummaryList
        variant="boxed"
        rows={[
          {
            key: 'Mailing name',
            value: household.mailingName ?? 'Not given',
            muted: !household.mailingName,
          },
          { key: 'Mailing address', value: address || 'Not given', muted: !address },
          {
            key: 'Given by members (hard credit)',
            value: formatExactDollars(household.hardCreditCents),
          },
          {
            key: 'Credited to members (soft credit)',
            value: formatExactDollars(household.softCreditCents),
          },
        ]}
      />
      <HouseholdMemberTable household={household} donorId={donorId} />
      <div className="flex flex-wrap gap-3">
        <HouseholdFormDialog target={{ kind: 'edit', household }} />
        <AddHouseholdMemberDialog household={household} />
      </div>
    </div>
  );
}
