import { EsignPanel } from '../../../features/esign-panel/esign-panel.tsx';
import { Card } from '../../../ui/card.tsx';

/**
 * The e-signature panel on its own tab. The panel's heading is an h3 ("E-signature"), made for
 * a place under an h2; the tab's name stands in as that h2 for screen readers, where the tab
 * link above already says it for everyone else.
 */
export function SignatureTab({ documentId }: { documentId: string }) {
  return (
    <Card>
      <h2 className="sr-only">Signature</h2>
      <EsignPanel documentId={documentId} />
    </Card>
  );
}
