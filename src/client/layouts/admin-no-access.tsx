import { Link } from 'react-router';
import type { Permission } from '../../domain/auth/staff-roles.ts';
import { adminTitle } from '../lib/page-title.ts';
import { PageHeader } from '../ui/page-header.tsx';

/** Who can change what a person may see, in words that say what to ask for. */
function whomToAsk(permission: Permission): string {
  if (permission === 'owner') return 'This page is for owners of the site.';
  if (permission === 'signed-in' || permission === 'dashboards')
    return 'Your account has no role yet. Ask an owner of the site to give it one.';
  return `It needs the ${permission} role. If your work needs it, ask an owner of the site to add that role to your account in Settings › Admin accounts.`;
}

/**
 * What a signed-in person sees at the address of a page their roles do not include
 * (ADR 017): calm, literal, and with the way forward. The server refuses the page's data
 * anyway; this only saves them a page of error messages.
 */
export function AdminNoAccess({ permission }: { permission: Permission }) {
  return (
    <>
      <title>{adminTitle('No access')}</title>
      <PageHeader title="You don't have access to this page" description={whomToAsk(permission)} />
      <Link
        to="/admin"
        className="inline-flex min-h-10 items-center font-medium text-brand underline underline-offset-4 hover:no-underline"
      >
        Back to the dashboard
      </Link>
    </>
  );
}
