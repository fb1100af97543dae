import { useState } from 'react';
import type { WaitingListEntryDto } from '../../../domain/waiting-list/dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useDeleteEntry } from './api.ts';

export interface DeleteEntryDialogProps {
  entry: WaitingListEntryDto;
  onDeleted: () => void;
}

/** The documented deletion path: the entry and its answers are gone for good. */
export function DeleteEntryDialog({ entry, onDeleted }: DeleteEntryDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteEntry = useDeleteEntry(entry.id);
  const name = `${entry.firstName} ${entry.lastName}`;

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) deleteEntry.reset();
  }

  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<Button variant="destructive">Delete entry</Button>}
      title="Delete entry"
      description={`${name}'s application and everything in it will be deleted. This cannot be undone. To take someone off the list but keep the record, set the status to Withdrawn or Declined instead.`}
      confirmLabel="Delete entry"
      pendingLabel="Deleting..."
      isPending={deleteEntry.isPending}
      error={deleteEntry.error ? describeFailure(deleteEntry.error) : null}
      onConfirm={() =>
        deleteEntry.mutate(undefined, {
          onSuccess: () => {
            toast({ title: 'Entry deleted', description: `${name}'s application was deleted.` });
            setIsOpen(false);
            onDeleted();
          },
        })
      }
    />
  );
}
