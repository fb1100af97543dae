import { useState } from 'react';
import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import { donorDisplayName } from '../../../domain/crm/rules.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useDeleteDonor } from './api.ts';

export interface DeleteDonorDialogProps {
  donor: DonorDto;
  onDeleted: () => void;
}

/** The donor's gifts, interactions and letters are deleted with them (public spec §3). */
export function DeleteDonorDialog({ donor, onDeleted }: DeleteDonorDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteDonor = useDeleteDonor(donor.id);
  const name = donorDisplayName(donor);

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) deleteDonor.reset();
  }

  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<Button variant="destructive">Delete donor</Button>}
      title="Delete donor"
      description={`${name} will be deleted together with all their gifts, pledges, interactions and letters, and the totals will go down. This cannot be undone. To keep the history, set the status to Lapsed instead.`}
      confirmLabel="Delete donor"
      pendingLabel="Deleting..."
      isPending={deleteDonor.isPending}
      error={deleteDonor.error ? describeFailure(deleteDonor.error) : null}
      onConfirm={() =>
        deleteDonor.mutate(undefined, {
          onSuccess: () => {
            toast({ title: 'Donor deleted', description: `${name} was deleted.` });
            setIsOpen(false);
            onDeleted();
          },
        })
      }
    />
  );
}
