import { Link } from 'react-router';
import type { HouseholdDto } from '../../../domain/crm/credit-schemas.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useRemoveHouseholdMember } from './credit-api.ts';
import { donorPagePath } from './api.ts';

type Member = HouseholdDto['members'][number];

/** The donor whose profile is open is named, not linked. */
const memberLink = (member: HouseholdDto['members'][number], donorId: string) =>
  member.donorId === donorId ? (
    <>{member.name} (this donor)</>
  ) : (
    <Link
      to={donorPagePath(member.donorId)}
      className="text-brand-ink underline underline-offset-4 hover:no-underline"
    >
      {member.name}
    </Link>
  );

const money = (cents: number) => <span className="tabular-nums">{formatExactDollars(cents)}</span>;

/** Each member with what they gave and what they were credited, and Remove. */
export function HouseholdMemberTable({
  household,
  donorId,
}: {
  household: HouseholdDto;
  donorId: string;
}) {
  const columns: DataTableColumn<Member>[] = [
    {
      id: 'name',
      header: 'Member',
      kind: 'rowHeader',
      cell: (member) => memberLink(member, donorId),
    },
    {
      id: 'hard',
      header: 'Given (hard credit)',
      align: 'end',
      noWrap: true,
      cell: (member) => money(member.hardCreditCents),
    },
    {
      id: 'soft',
      header: 'Credited (soft credit)',
      align: 'end',
      noWrap: true,
      cell: (member) => money(member.softCreditCents),
    },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (member) => <RemoveMemberButton householdId={household.id} member={member} />,
    },
  ];
  return (
    <DataTable
      caption={`Members of ${household.name}`}
      columns={columns}
      rows={household.members}
      rowKey={(member) => member.donorId}
    />
  );
}

function RemoveMemberButton({ householdId, member }: { householdId: string; member: Member }) {
  const remove = useRemoveHouseholdMember(householdId);
  return (
    <Button
      variant="secondary"
      disabled={remove.isPending}
      onClick={() =>
        remove.mutate(member.donorId, {
          onSuccess: () =>
            toast({ title: 'Member removed', description: `${member.name} left the household.` }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Failed to remove the member',
              description: describeFailure(error),
            }),
        })
      }
    >
      {remove.isPending ? 'Removing...' : 'Remove'}
      <span className="sr-only"> {member.name} from the household</span>
    </Button>
  );
}
