import { CollaborationPanel } from '../../features/collaboration/collaboration-panel.tsx';
import { EditTextDialog } from '../../features/collaboration/edit-text-dialog.tsx';
import { VersionsSection } from '../../features/collaboration/versions-section.tsx';
import { DocumentDetail } from '../../features/documents/document-detail.tsx';
import { EsignPanel } from '../../features/esign-panel/esign-panel.tsx';
import { QuickShareMenu } from '../../features/sharing/quick-share-menu.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/document-detail';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Document') }];

/** The documents, sharing, collaboration and e-signature features meet here, not in each other. */
export default function DocumentDetailPage({ params }: Route.ComponentProps) {
  // Keyed by id, so moving to another document starts with fresh state.
  return (
    <DocumentDetail
      key={params.id}
      documentId={params.id}
      renderActions={(document) => (
        <>
          <EditTextDialog document={document} />
          <QuickShareMenu document={document} />
        </>
      )}
      renderSections={(document) => (
        <>
          <VersionsSection documentId={document.id} />
          <CollaborationPanel
            documentId={document.id}
            signaturePanel={<EsignPanel documentId={document.id} />}
          />
        </>
      )}
    />
  );
}
