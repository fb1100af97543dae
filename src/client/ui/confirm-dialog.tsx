import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Why the last attempt failed, shown and announced inside the dialog. */
  error?: string | null;
  onConfirm: () => void;
  /** Cancel and Close, in the page's language. */
  labels?: { cancel: string; close: string };
}

/**
 * Asks before a destructive action. Cancel comes first and Radix focuses it on open, so pressing
 * Enter straight away never deletes anything.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  isPending,
  error,
  onConfirm,
  labels = { cancel: 'Cancel', close: 'Close' },
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description} closeLabel={labels.close}>
        <div role="alert" className="empty:hidden">
          {error ? (
            <p className="mb-5 rounded-md border-2 border-danger bg-danger-soft p-3 text-danger-ink">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">{labels.cancel}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={isPending} onClick={onConfirm}>
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
