import { Link } from 'react-router';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Page Not Found') }];

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
