import { CollaborationPanel } from '../../../features/collaboration/collaboration-panel.tsx';
import { DocumentAuditList } from '../../../features/documents/document-audit-list.tsx';

/**
 * What partners and staff did with the document: the Collaboration Center (comments, invitations,
 * recent activity, revoking links) and the staff audit log.
 */
export function CommentsTab({ documentId }: { documentId: string }) {
  return (
    <div className="grid gap-6">
      <CollaborationPanel documentId={documentId} />
      <DocumentAuditList documentId={documentId} />
    </div>
  );
}
