import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';

export interface QuickActionsCardProps {
  onCreateFromTemplate: () => void;
  onUploadDocument: () => void;
}

/** Admin spec §2 quick actions. The dialogs they open are composed by the route. */
export function QuickActionsCard({
  onCreateFromTemplate,
  onUploadDocument,
}: QuickActionsCardProps) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Quick Actions</h2>
      <div className="mt-4 grid gap-3">
        <Button onClick={onCreateFromTemplate}>Create from Template</Button>
        <Button variant="secondary" onClick={onUploadDocument}>
          Upload Document
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/partners">Add Partner</Link>
        </Button>
      </div>
    </Card>
  );
}
