import type { ReactNode } from 'react';
import { Card } from '../../ui/card.tsx';
import { CollaborationCenter } from './collaboration-center.tsx';

export interface CollaborationPanelProps {
  documentId: string;
  /** The e-signature panel, above the collaboration sections as in the dialog. */
  signaturePanel?: ReactNode;
}

/** The collaboration panel inline on the document page, with "Show all activity". */
export function CollaborationPanel({ documentId, signaturePanel }: CollaborationPanelProps) {
  return (
    <Card role="region" aria-labelledby="collaboration-heading">
      <h2 id="collaboration-heading" className="text-xl font-semibold">
        Collaboration Center
      </h2>
      <div className="mt-4">
        <CollaborationCenter
          documentId={documentId}
          signaturePanel={signaturePanel}
          canShowAllActivity
        />
      </div>
    </Card>
  );
}
