import { useSharedDocument } from './api.ts';
import { SharedDocument } from './shared-document.tsx';
import { AccessDenied, SharedViewLoading } from './shared-view-states.tsx';

/**
 * The public page behind a share link (admin spec §2 "/shared/{shareToken}", §4). The route
 * module puts it in the link page frame (layouts/link-page-layout.tsx).
 */
export function SharedView({ token }: { token: string }) {
  const query = useSharedDocument(token);
  if (query.isPending) return <SharedViewLoading />;
  if (query.isError || !query.data) return <AccessDenied />;
  return <SharedDocument data={query.data} token={token} />;
}
