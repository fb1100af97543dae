import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { AddAdminDialog } from './add-admin-dialog.tsx';
import { AdminAccountsTable } from './admin-accounts-table.tsx';
import { adminAccountsQuery } from './api.ts';

export function AdminAccountsSection() {
  const { user } = useSession();
  const query = useQuery(adminAccountsQuery());

  return (
    <section aria-labelledby="admin-accounts-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-accounts-heading" className="text-xl font-semibold text-ink">
          Admin accounts
        </h2>
        <AddAdminDialog />
      </div>
      <p className="mt-2 mb-4 max-w-prose text-ink-muted">
        Everyone listed here can sign in to the admin area. A disabled account cannot sign in until
        it is enabled again. You cannot disable your own account.
      </p>
      <QueryState query={query} what="The admin accounts" loadingLabel="Loading admin accounts...">
        {(accounts) => <AdminAccountsTable accounts={accounts} currentUserId={user?.id} />}
      </QueryState>
    </section>
  );
}
