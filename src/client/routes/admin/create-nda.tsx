import { useNavigate } from 'react-router';
import { CreateNdaDialog } from '../../features/documents/create-nda-dialog.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/create-nda';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Create NDA') }];

/**
 * Admin spec §2: opens the Create NDA dialog at once. Creating lands on the new NDA; closing
 * without creating returns to the admin dashboard, not the public home page (ADR 033).
 */
export default function CreateNdaPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Create NDA"
        description="Fill in the form to save an NDA as a draft, or to preview it and send it."
      />
      <CreateNdaDialog
        open
        onOpenChange={(open) => {
          if (!open) void navigate('/admin');
        }}
      />
    </>
  );
}
