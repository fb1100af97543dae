import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { CloseIcon } from './icons.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps {
  title: string;
  description: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * Runs instead of Radix's focus return when it calls preventDefault(): for a dialog whose
   * trigger is gone once it has done its job (a Send button replaced by the new status).
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** The close button's name, in the page's language. */
  closeLabel?: string;
}

/**
 * A modal with the title and description screen readers announce on open, and a close button.
 * Radix traps focus inside, closes on Escape and returns focus to the trigger.
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  onCloseAutoFocus,
  closeLabel = 'Close',
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-backdrop" />
      <DialogPrimitive.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-lg border border-line bg-surface p-6 text-ink shadow-lg',
          className,
        )}
      >
        <div className="pr-10">
          <DialogPrimitive.Title className="text-xl font-semibold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-ink-muted">
            {description}
          </DialogPrimitive.Description>
        </div>
        {children ? <div className="mt-6">{children}</div> : null}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-muted"
        >
          <CloseIcon />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
