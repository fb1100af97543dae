import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useWithdrawEnrollment } from './api.ts';
import { useEnrollmentCopy } from './enrollment-copy.tsx';
import { describeSubmissionError } from './enrollment-toasts.ts';

/**
 * Withdrawing closes the application for good, so it asks first (Cancel has the focus). The
 * button that opens it is secondary: it is not the page's main thing to do, and a large red
 * button as the only one on the page read as an alarm; the dialog's own button stays red.
 */
export function WithdrawDialog({ token }: { token: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const withdraw = useWithdrawEnrollment(token);
  const copy = useEnrollmentCopy();
  const { status, messages } = copy;
  const { WITHDRAW } = status;

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) withdraw.reset();
  }

  return (
    <div className="mt-6">
      <ConfirmDialog
        open={isOpen}
        onOpenChange={handleOpenChange}
        trigger={<Button variant="secondary">{WITHDRAW.button}</Button>}
        title={WITHDRAW.title}
        description={WITHDRAW.description}
        confirmLabel={WITHDRAW.confirm}
        pendingLabel={WITHDRAW.pending}
        isPending={withdraw.isPending}
        error={withdraw.error ? `${describeSubmissionError(copy, withdraw.error)}.` : null}
        labels={messages.DIALOG_LABELS}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              toast({ title: messages.WITHDRAWN_TOAST_TITLE, description: WITHDRAW.done });
              setIsOpen(false);
            },
          })
        }
      />
    </div>
  );
}
