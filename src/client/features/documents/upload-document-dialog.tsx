import { useNavigate } from 'react-router';
import { Dialog, DialogContent } from '../../ui/dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { UploadDocumentForm } from './upload-document-form.tsx';

export interface UploadDocumentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Upload Document (the spec's placeholder alert, made real): the file becomes a draft, which
 * opens for review before anyone sends it.
 */
export function UploadDocumentDialog({ open, onOpenChange }: UploadDocumentDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Upload Document"
        description="Upload an agreement you already have. It is saved as a draft so you can check it before sending."
      >
        <UploadDocumentForm
          onCancel={() => onOpenChange(false)}
          onUploaded={(document) => {
            toast({
              title: 'Document Uploaded',
              description: 'Please check the draft, then send it when it is ready.',
            });
            onOpenChange(false);
            void navigate(`/admin/documents/${document.id}`);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
