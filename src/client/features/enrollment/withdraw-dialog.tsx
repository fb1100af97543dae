import { useState } from 'react';
import { WITHDRAW } from '../../../domain/content/waiting-list-status.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useWithdrawEnrollment } from './api.ts';

/** Withdrawing closes the application for good, so it asks first (Cancel has the focus). */
export function WithdrawDialog({ token }: { token: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const withdraw = useWithdrawEnrollment(token);

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) withdraw.reset();
  }

  return (
    <div className="mt-6">
      <ConfirmDialog
        open={isOpen}
        onOpenChange={handleOpenChange}
        trigger={<Button variant="destructive">{WITHDRAW.button}</Button>}
        title={WITHDRAW.title}
        description={WITHDRAW.description}
        confirmLabel={WITHDRAW.confirm}
        pendingLabel={WITHDRAW.pending}
        isPending={withdraw.isPending}
        error={withdraw.error ? describeFailure(withdraw.error) : null}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              toast({ title: 'Withdrawn', description: WITHDRAW.done });
              setIsOpen(false);
            },
          })
        }
      />
    </div>
  );
}
