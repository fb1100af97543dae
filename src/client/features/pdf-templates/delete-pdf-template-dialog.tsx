import { useState } from 'react';
import type { PdfTemplateSummaryDto } from '../../../domain/esign/pdf-templates.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useDeleteTemplate } from './api.ts';

/** Deleting a template leaves every envelope sent with it as it was: each kept its own copy. */
export function DeletePdfTemplateDialog({ template }: { template: PdfTemplateSummaryDto }) {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteTemplate();

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) remove.reset();
  }

  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={
        <Button variant="secondary">
          Delete<span className="sr-only"> {template.name}</span>
        </Button>
      }
      title="Delete PDF template"
      description={`“${template.name}” and its fields will be deleted. Envelopes already sent with it keep their own copy. This cannot be undone.`}
      confirmLabel="Delete template"
      pendingLabel="Deleting..."
      isPending={remove.isPending}
      error={remove.error ? describeFailure(remove.error) : null}
      onConfirm={() =>
        remove.mutate(template.id, {
          onSuccess: () => {
            toast({
              title: 'PDF template deleted',
              description: `“${template.name}” was deleted.`,
            });
            setIsOpen(false);
          },
        })
      }
    />
  );
}
