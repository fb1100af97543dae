import { useSharedDocument } from './api.ts';
import { SharedDocument } from './shared-document.tsx';
import { SharedViewLayout } from './shared-view-layout.tsx';
import { AccessDenied, SharedViewLoading } from './shared-view-states.tsx';

/** The public page behind a share link (admin spec §2 "/shared/{shareToken}", §4). */
export function SharedView({ token }: { token: string }) {
  const query = useSharedDocument(token);
  return (
    <SharedViewLayout>
      {query.isPending ? (
        <SharedViewLoading />
      ) : query.isError || !query.data ? (
        <AccessDenied />
      ) : (
        <SharedDocument data={query.data} token={token} />
      )}
    </SharedViewLayout>
  );
}
