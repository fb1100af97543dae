import { useState } from 'react';
import type { DocumentListItemDto } from '../../../domain/documents/dtos.ts';
import { CollaborationCenterDialog } from '../../features/collaboration/collaboration-center-dialog.tsx';
import { AllDocuments } from '../../features/documents/all-documents.tsx';
import { CreateNdaDialog } from '../../features/documents/create-nda-dialog.tsx';
import { NeedsAttentionPanel } from '../../features/documents/needs-attention-panel.tsx';
import { EsignPanel } from '../../features/esign-panel/esign-panel.tsx';
import { GeneratedDocumentsSection } from '../../features/generated-documents/generated-documents-section.tsx';
import { HealthcareSharingCard } from '../../features/sharing/healthcare-sharing-card.tsx';
import { OneClickSharingCard } from '../../features/sharing/one-click-sharing-card.tsx';
import { QuickShareMenu } from '../../features/sharing/quick-share-menu.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { Button } from '../../ui/button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/documents';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('All Documents') }];

interface CollaborationTarget {
  document: DocumentListItemDto;
  returnFocusTo: HTMLElement | null;
}

/**
 * The documents, sharing, collaboration, e-signature and generated-documents features meet here,
 * not in each other.
 */
export default function AllDocumentsPage() {
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [collaboration, setCollaboration] = useState<CollaborationTarget | null>(null);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader
          title="All Documents"
          description="Every NDA with its partner, status and term. Search, filter, send drafts, download Word files and share links."
        />
        {/* Its own space below when it wraps under the header on phones. */}
        <Button className="mb-6" onClick={() => setIsCreateOpen(true)}>
          Create NDA
        </Button>
      </div>
      <NeedsAttentionPanel />
      <AllDocuments
        renderRowActions={(document) => <QuickShareMenu document={document} />}
        openCollaboration={(document, returnFocusTo) =>
          setCollaboration({ document, returnFocusTo })
        }
        renderAfterList={(documents) => (
          <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
            <OneClickSharingCard key={documents[0]!.id} document={documents[0]!} />
            <HealthcareSharingCard documents={documents} />
          </div>
        )}
      />
      <GeneratedDocumentsSection />
      <CreateNdaDialog open={isCreateOpen} onOpenChange={setIsCreateOpen} />
      <CollaborationCenterDialog
        document={collaboration?.document ?? null}
        returnFocusTo={collaboration?.returnFocusTo}
        onClose={() => setCollaboration(null)}
        signaturePanel={
          collaboration ? <EsignPanel documentId={collaboration.document.id} /> : undefined
        }
      />
    </>
  );
}
