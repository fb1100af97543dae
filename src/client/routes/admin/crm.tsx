import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/crm';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('CRM') }];

export default function CrmPage() {
  return (
    <PageHeader
      title="CRM"
      description="This page will bring together donors, donations, campaigns and recent conversations with supporters."
    />
  );
}
