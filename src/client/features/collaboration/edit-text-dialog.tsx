import { useState } from 'react';
import { isEditableStatus } from '../../../domain/sharing/schemas.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { EditTextForm } from './edit-text-form.tsx';

export interface EditTextDialogProps {
  document: { id: string; title: string; status: string; content: string };
}

/**
 * "Edit text": an admin's change to the agreement text, saved as a new version. Offered while
 * the document is draft, sent or viewed; after that the server answers 409 anyway.
 */
export function EditTextDialog({ document }: EditTextDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  if (!isEditableStatus(document.status)) return null;

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Edit text</Button>
      </DialogTrigger>
      <DialogContent
        title="Edit text"
        description={`Change the agreement text of "${document.title}". Each save is kept as a new version, so you can compare it with earlier ones.`}
        // sm: so it wins over max-w-lg in DialogContent (class order in the attribute decides nothing).
        className="sm:max-w-3xl"
      >
        <EditTextForm document={document} onDone={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
