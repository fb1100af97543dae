import { useState } from 'react';
import type { TemplateDto } from '../../../domain/templates/dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useDeleteTemplate } from './api.ts';

export function DeleteTemplateDialog({ template }: { template: TemplateDto }) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteTemplate = useDeleteTemplate(template.id);

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) deleteTemplate.reset();
  }

  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={
        <Button variant="ghost">
          Delete<span className="sr-only"> {template.name}</span>
        </Button>
      }
      title="Delete Template"
      description={`${template.name} will be deleted. NDAs already created from it keep their text. This cannot be undone.`}
      confirmLabel="Delete Template"
      pendingLabel="Deleting..."
      isPending={deleteTemplate.isPending}
      error={deleteTemplate.error ? describeFailure(deleteTemplate.error) : null}
      onConfirm={() =>
        deleteTemplate.mutate(undefined, {
          onSuccess: () => {
            toast({ title: 'Template Deleted', description: `${template.name} was deleted.` });
            setIsOpen(false);
          },
        })
      }
    />
  );
}
