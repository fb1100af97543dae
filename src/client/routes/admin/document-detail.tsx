import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { EditTextDialog } from '../../features/collaboration/edit-text-dialog.tsx';
import { VersionsSection } from '../../features/collaboration/versions-section.tsx';
import { DocumentDetail } from '../../features/documents/document-detail.tsx';
import { DocumentTextTab } from '../../features/documents/document-text-tab.tsx';
import { QuickShareMenu } from '../../features/sharing/quick-share-menu.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { LinkTabs } from '../../ui/link-tabs.tsx';
import { CommentsTab } from './document-pages/comments-tab.tsx';
import {
  DOCUMENT_TABS,
  documentTabOf,
  documentTabPath,
  type DocumentTabSlug,
} from './document-pages/document-tabs.ts';
import { SharingTab } from './document-pages/sharing-tab.tsx';
import { SignatureTab } from './document-pages/signature-tab.tsx';
import AdminNotFoundPage from './not-found.tsx';
import type { Route } from './+types/document-detail';

/**
 * One route (`/admin/documents/:id/*`) picks the tab from the rest of the path, as the CRM does
 * (routes/admin/crm.tsx): every route is listed in the manifest each public page downloads.
 */
export const meta: Route.MetaFunction = ({ params }) => {
  const tab = DOCUMENT_TABS.find(({ slug }) => slug === documentTabOf(params['*']));
  if (!tab) return [{ title: adminTitle('Page Not Found') }];
  // The title names no document: tabs and browser history are seen by others.
  return [{ title: adminTitle(tab.slug ? `Document: ${tab.label}` : 'Document') }];
};

function TabContent({ slug, document }: { slug: DocumentTabSlug; document: DocumentDto }) {
  switch (slug) {
    case '':
      return <DocumentTextTab document={document} />;
    case 'sharing':
      return <SharingTab document={document} />;
    case 'signature':
      return <SignatureTab documentId={document.id} />;
    case 'comments':
      return <CommentsTab documentId={document.id} />;
    case 'versions':
      return <VersionsSection documentId={document.id} />;
  }
}

/**
 * The documents, sharing, collaboration and e-signature features meet here, not in each other.
 * The text, sharing, signature, comments and versions each have a tab with its own address
 * instead of one page 7,700 px long.
 */
export default function DocumentDetailPage({ params }: Route.ComponentProps) {
  const slug = documentTabOf(params['*']);
  if (slug === null) return <AdminNotFoundPage />;

  const tabs = DOCUMENT_TABS.map((tab) => ({
    label: tab.label,
    to: documentTabPath(params.id, tab.slug),
  }));
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
      renderBody={(document) => (
        <>
          <LinkTabs label="Document sections" tabs={tabs} className="mb-6" />
          <TabContent slug={slug} document={document} />
        </>
      )}
    />
  );
}
