import { useState } from 'react';
import type { PartnerDto } from '../../../domain/partners/dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useDeletePartner } from './api.ts';

export interface DeletePartnerDialogProps {
  partner: PartnerDto;
  onDeleted: () => void;
}

/**
 * The server refuses (409) while the partner has documents; its message says so and stays in
 * the dialog, where the admin is looking.
 */
export function DeletePartnerDialog({ partner, onDeleted }: DeletePartnerDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const deletePartner = useDeletePartner(partner.id);

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) deletePartner.reset();
  }

  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<Button variant="destructive">Delete Partner</Button>}
      title="Delete Partner"
      description={`${partner.companyName} will be removed from your partner list. This cannot be undone.`}
      confirmLabel="Delete Partner"
      pendingLabel="Deleting..."
      isPending={deletePartner.isPending}
      error={deletePartner.error ? describeFailure(deletePartner.error) : null}
      onConfirm={() =>
        deletePartner.mutate(undefined, {
          onSuccess: () => {
            toast({
              title: 'Partner Deleted',
              description: `${partner.companyName} was removed from your partner list.`,
            });
            setIsOpen(false);
            onDeleted();
          },
        })
      }
    />
  );
}
