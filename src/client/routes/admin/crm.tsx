import { adminTitle } from '../../lib/page-title.ts';
import { CrmPage } from './crm-pages/dashboard-page.tsx';
import { CrmDonorPage } from './crm-pages/donor-page.tsx';
import { CrmEmailCampaignsPage } from './crm-pages/email-campaigns-page.tsx';
import { CrmImportPage } from './crm-pages/import-page.tsx';
import { CrmReportsPage } from './crm-pages/reports-page.tsx';
import AdminNotFoundPage from './not-found.tsx';
import type { Route } from './+types/crm';

/**
 * The whole CRM section is one route (`/admin/crm/*`) that picks its page from the rest of the
 * path. As separate routes its pages split into many small shared chunks, and each route lists
 * them all in the route manifest that every public page downloads (the home page's JavaScript
 * budget is 130 kB). One route keeps the CRM in one chunk, loaded only in the admin area.
 */
type CrmView =
  | { page: 'dashboard' | 'reports' | 'import' | 'email-campaigns' | 'not-found' }
  | { page: 'donor'; id: string };

function viewOf(splat: string | undefined): CrmView {
  const path = (splat ?? '').replace(/\/+$/, '');
  if (path === '') return { page: 'dashboard' };
  if (path === 'reports' || path === 'import' || path === 'email-campaigns') return { page: path };
  const donor = /^donors\/([^/]+)$/.exec(path);
  return donor ? { page: 'donor', id: donor[1]! } : { page: 'not-found' };
}

const TITLES = {
  dashboard: 'CRM',
  // The title names no donor: tabs and browser history are seen by others.
  donor: 'Donor',
  reports: 'CRM reports',
  import: 'CRM import and export',
  'email-campaigns': 'Email campaigns',
  'not-found': 'Page Not Found',
} as const satisfies Record<CrmView['page'], string>;

export const meta: Route.MetaFunction = ({ params }) => [
  { title: adminTitle(TITLES[viewOf(params['*']).page]) },
];

export default function CrmSection({ params }: Route.ComponentProps) {
  const view = viewOf(params['*']);
  switch (view.page) {
    case 'dashboard':
      return <CrmPage />;
    case 'donor':
      return <CrmDonorPage id={view.id} />;
    case 'reports':
      return <CrmReportsPage />;
    case 'import':
      return <CrmImportPage />;
    case 'email-campaigns':
      return <CrmEmailCampaignsPage />;
    case 'not-found':
      return <AdminNotFoundPage />;
  }
}
