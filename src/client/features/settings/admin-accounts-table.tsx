import type { AdminAccountDto } from '../../../domain/settings/dtos.ts';
import { INVITATION_LINK_HOURS } from '../../../domain/auth/account-security.ts';
import { toastDelivery } from '../../lib/delivery-toast.tsx';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { toast } from '../../ui/use-toast.ts';
import { STAFF_ROLE_LABELS } from '../../../domain/auth/staff-roles.ts';
import { useInviteAgain, useUpdateAdmin } from './api.ts';
import { ChangeRolesDialog } from './change-roles-dialog.tsx';

export interface AdminAccountsTableProps {
  accounts: AdminAccountDto[];
  /** The signed-in admin, who cannot disable their own account. */
  currentUserId: string | undefined;
}

export function AdminAccountsTable({ accounts, currentUserId }: AdminAccountsTableProps) {
  const setAdminActive = useUpdateAdmin();
  const inviteAgain = useInviteAgain();

  function sendInvitationAgain(account: AdminAccountDto) {
    inviteAgain.mutate(account.id, {
      onSuccess: (delivery) =>
        toastDelivery({
          title: 'Invitation sent again',
          delivery,
          sentText: (to) =>
            `Sent to ${to}. The link works for ${INVITATION_LINK_HOURS} hours; the old one no longer works.`,
          notMailedLead: 'The invitation was not emailed.',
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'The invitation was not sent',
          description: describeFailure(error),
        }),
    });
  }

  function toggle(account: AdminAccountDto) {
    const isActive = !account.isActive;
    setAdminActive.mutate(
      { id: account.id, isActive },
      {
        onSuccess: () =>
          toast({
            title: isActive ? 'Account enabled' : 'Account disabled',
            description: isActive
              ? `${account.name} can sign in again.`
              : `${account.name} can no longer sign in.`,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to update account',
            description: describeFailure(error),
          }),
      },
    );
  }

  const columns: DataTableColumn<AdminAccountDto>[] = [
    { id: 'name', header: 'Name', kind: 'rowHeader', minWidth: 'md', cell: (a) => a.name },
    { id: 'username', header: 'Username', priority: 2, minWidth: 'sm', cell: (a) => a.username },
    {
      id: 'email',
      header: 'Email',
      minWidth: 'lg',
      cell: (account) => <BreakableAddress value={account.email} />,
    },
    {
      id: 'roles',
      header: 'Roles',
      minWidth: 'md',
      cell: (account) => account.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', '),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (account) => (
        <Badge variant={account.isActive ? 'success' : 'muted'}>
          {!account.isActive ? 'Disabled' : account.invitationPending ? 'Invited' : 'Active'}
        </Badge>
      ),
    },
    {
      id: 'two-step',
      header: 'Two-step sign-in',
      priority: 2,
      cell: (account) => (account.hasTwoStepSignIn ? 'Yes' : 'No'),
    },
    {
      id: 'action',
      header: 'Action',
      kind: 'actions',
      align: 'end',
      cell: (account) => {
        const isUpdating = setAdminActive.isPending && setAdminActive.variables?.id === account.id;
        return (
          <div className="flex flex-wrap justify-end gap-2">
            <ChangeRolesDialog account={account} />
            {account.invitationPending && account.isActive ? (
              <Button
                variant="secondary"
                disabled={inviteAgain.isPending && inviteAgain.variables === account.id}
                onClick={() => sendInvitationAgain(account)}
              >
                Send invitation again
                <span className="sr-only"> to {account.name}</span>
              </Button>
            ) : null}
            {account.id === currentUserId ? (
              <span className="inline-flex min-h-10 items-center text-ink-muted">This is you</span>
            ) : (
              <Button variant="secondary" disabled={isUpdating} onClick={() => toggle(account)}>
                {account.isActive ? 'Disable' : 'Enable'}
                <span className="sr-only"> {account.name}</span>
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <DataTable
      caption="All admin accounts"
      columns={columns}
      rows={accounts}
      rowKey={(account) => account.id}
    />
  );
}
