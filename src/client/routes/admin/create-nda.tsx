import { useNavigate } from 'react-router';
import { CreateNdaDialog } from '../../features/documents/create-nda-dialog.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/create-nda';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Create NDA') }];

/** Admin spec §2: opens the Create NDA dialog at once; closing it returns to /. */
export default function CreateNdaPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Create NDA" description="Fill in the form to create and send an NDA." />
      <CreateNdaDialog
        open
        onOpenChange={(open) => {
          if (!open) void navigate('/');
        }}
      />
    </>
  );
}
