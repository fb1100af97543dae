import { useState } from 'react';
import type { FamilyPaperDto } from '../../../domain/family-papers/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useEnrollmentCopy } from './enrollment-copy.tsx';
import { describePaperError } from './paper-error.ts';
import { useRemovePaper } from './papers-api.ts';

/** Removing asks first (Cancel has the focus): staff will not see the paper afterwards. */
export function RemovePaperDialog({ token, paper }: { token: string; paper: FamilyPaperDto }) {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useRemovePaper(token);
  const copy = useEnrollmentCopy();
  const { REMOVE_PAPER } = copy.papers!;

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) remove.reset();
  }

  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={
        <Button variant="secondary" aria-label={REMOVE_PAPER.buttonLabel(paper.filename)}>
          {REMOVE_PAPER.button}
        </Button>
      }
      title={REMOVE_PAPER.title(paper.filename)}
      description={REMOVE_PAPER.description}
      confirmLabel={REMOVE_PAPER.confirm}
      pendingLabel={REMOVE_PAPER.pending}
      isPending={remove.isPending}
      error={remove.error ? describePaperError(copy, remove.error) : null}
      labels={{ ...copy.messages.DIALOG_LABELS, cancel: REMOVE_PAPER.cancel }}
      onConfirm={() =>
        remove.mutate(paper.id, {
          onSuccess: () => {
            toast({ title: REMOVE_PAPER.removed(paper.filename) });
            setIsOpen(false);
          },
        })
      }
    />
  );
}
