import { Link } from 'react-router';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/not-found';

// The sign-in gate draws "Forgot password?" at this one address of the admin area.
export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: adminTitle(
      location.pathname === '/admin/forgot-password' ? 'Forgot password' : 'Page Not Found',
    ),
  },
];

export default function AdminNotFoundPage() {
  return (
    <>
      <PageHeader
        title="Page Not Found"
        description="There is no page at this address in the admin area."
      />
      <Link
        to="/admin"
        className="font-medium text-brand underline underline-offset-4 hover:no-underline"
      >
        Back to the dashboard
      </Link>
    </>
  );
}
