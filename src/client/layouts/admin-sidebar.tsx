import { AdminAccount } from './admin-account.tsx';
import { AdminNav } from './admin-nav.tsx';
import { AdminTitle } from './admin-title.tsx';

/** From 1024px: the 16rem sidebar (admin spec §2), its own column beside the page. */
export function AdminSidebar() {
  return (
    <div className="flex h-full flex-col">
      <AdminTitle className="border-b border-line px-5 py-3" />
      <div className="flex-1 overflow-y-auto px-3 py-3">
        <AdminNav />
      </div>
      <AdminAccount />
    </div>
  );
}
