import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { Dialog, DialogContent } from '../../ui/dialog.tsx';
import { EditDocumentForm } from './edit-document-form.tsx';

export interface EditDocumentDialogProps {
  document: DocumentDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit a draft. The form mounts on open, so it always starts from the saved document. */
export function EditDocumentDialog({ document, open, onOpenChange }: EditDocumentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Edit draft"
        description="Only drafts can be changed. Once an NDA is sent, its text stays as sent."
        className="max-w-2xl"
      >
        <EditDocumentForm document={document} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
