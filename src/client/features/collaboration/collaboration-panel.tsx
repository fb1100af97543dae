import { Card } from '../../ui/card.tsx';
import { CollaborationCenter } from './collaboration-center.tsx';

/** The collaboration panel inline on the document page, with "Show all activity". */
export function CollaborationPanel({ documentId }: { documentId: string }) {
  return (
    <Card role="region" aria-labelledby="collaboration-heading">
      <h2 id="collaboration-heading" className="text-xl font-semibold">
        Collaboration Center
      </h2>
      <div className="mt-4">
        <CollaborationCenter documentId={documentId} canShowAllActivity />
      </div>
    </Card>
  );
}
