import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The button that opens the dialog; focus returns to it when the dialog closes. Leave it out
   * for one dialog shared by a list's rows (each row's button sets `open`); then
   * `onCloseAutoFocus` says where focus goes.
   */
  trigger?: ReactNode;
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
  /** For a dialog whose trigger is gone once it has done its job (see DialogContent). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Fields the action takes (an optional reason), between the description and the buttons. */
  children?: ReactNode;
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
  onCloseAutoFocus,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        title={title}
        description={description}
        closeLabel={labels.close}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {children ? <div className="mb-5 grid gap-4">{children}</div> : null}
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
