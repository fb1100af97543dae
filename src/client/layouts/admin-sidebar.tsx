import { AdminReadingPreferences } from '../features/reading-preferences/admin-reading-preferences.tsx';
import { AdminAccount } from './admin-account.tsx';
import { AdminNav } from './admin-nav.tsx';
import { AdminTitle } from './admin-title.tsx';

/** From 1024px: the 16rem sidebar (admin spec §2), its own column beside the page. */
export function AdminSidebar() {
  return (
    <div className="flex h-full flex-col">
      {/* The reading preferences as an icon beside the title: the sidebar keeps its height, so a
          1280 × 720 screen still shows every entry above the account row. */}
      <div className="flex items-center justify-between gap-2 border-b border-line py-3 pr-3 pl-5">
        <AdminTitle className="min-w-0" />
        <AdminReadingPreferences isIconOnly />
      </div>
      <div className="flex-1 overflow-y-auto px-3 py-3">
        <AdminNav />
      </div>
      <AdminAccount />
    </div>
  );
}
