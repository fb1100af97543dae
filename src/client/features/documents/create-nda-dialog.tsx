import { Dialog, DialogContent } from '../../ui/dialog.tsx';
import { CreateNdaForm } from './create-nda-form.tsx';

export interface CreateNdaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselects this template and fills the content with it ("Use Template"). */
  initialTemplateId?: string;
}

/**
 * The Create NDA dialog (admin spec §2): creates the NDA and sends it straight away, by mail. The form
 * lives inside the dialog content, which unmounts on close, so every opening starts fresh.
 */
export function CreateNdaDialog({ open, onOpenChange, initialTemplateId }: CreateNdaDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Create NDA"
        description="Fill in the agreement below. When you select Create and send NDA, it is saved and emailed straight away, with your message and a link to the NDA."
        className="max-w-2xl"
      >
        <CreateNdaForm
          initialTemplateId={initialTemplateId}
          onCreated={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
