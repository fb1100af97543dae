import type { AdminAccountDto } from '../../../domain/settings.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useSetAdminActive } from './api.ts';

export interface AdminAccountsTableProps {
  accounts: AdminAccountDto[];
  /** The signed-in admin, who cannot disable their own account. */
  currentUserId: string | undefined;
}

export function AdminAccountsTable({ accounts, currentUserId }: AdminAccountsTableProps) {
  const setAdminActive = useSetAdminActive();

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

  return (
    <Table caption="All admin accounts" hideCaption>
      <THead>
        <TRow>
          <TH>Name</TH>
          <TH>Username</TH>
          <TH>Email</TH>
          <TH>Status</TH>
          <TH>Action</TH>
        </TRow>
      </THead>
      <TBody>
        {accounts.map((account) => {
          const isSelf = account.id === currentUserId;
          const isUpdating =
            setAdminActive.isPending && setAdminActive.variables?.id === account.id;
          return (
            <TRow key={account.id}>
              <TH scope="row" className="font-medium">
                {account.name}
              </TH>
              <TD>{account.username}</TD>
              <TD className="break-all">{account.email}</TD>
              <TD>
                <Badge variant={account.isActive ? 'success' : 'muted'}>
                  {account.isActive ? 'Active' : 'Disabled'}
                </Badge>
              </TD>
              <TD>
                {isSelf ? (
                  <span className="text-ink-muted">This is you</span>
                ) : (
                  <Button variant="secondary" disabled={isUpdating} onClick={() => toggle(account)}>
                    {account.isActive ? 'Disable' : 'Enable'}
                    <span className="sr-only"> {account.name}</span>
                  </Button>
                )}
              </TD>
            </TRow>
          );
        })}
      </TBody>
    </Table>
  );
}
