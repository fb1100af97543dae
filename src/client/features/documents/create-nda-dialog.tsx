import { useNavigate } from 'react-router';
import { Dialog, DialogContent } from '../../ui/dialog.tsx';
import { CreateNdaForm } from './create-nda-form.tsx';

export interface CreateNdaDialogProps {
  open: boolean;
  /** Closing without creating (Cancel, Escape). */
  onOpenChange: (open: boolean) => void;
  /** Preselects this template and fills the content with it ("Use Template"). */
  initialTemplateId?: string;
}

/**
 * The Create NDA dialog (admin spec §2). "Save as draft" saves it; "Preview before sending" shows
 * the merged text and what goes to whom, then sends. Either way staff land on the new NDA's page,
 * which lists what was sent and to whom (ADR 033). The form lives inside the dialog content, which
 * unmounts on close, so every opening starts fresh.
 */
export function CreateNdaDialog({ open, onOpenChange, initialTemplateId }: CreateNdaDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Create NDA"
        description="Fill in the agreement below. Save it as a draft, or preview it and then send it: the email carries your message and a link to the NDA."
        className="max-w-2xl"
      >
        <CreateNdaForm
          initialTemplateId={initialTemplateId}
          onCreated={(document) => void navigate(`/admin/documents/${document.id}`)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
