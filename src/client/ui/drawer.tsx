import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { CloseIcon } from './icons.tsx';

export const Drawer = DialogPrimitive.Root;
export const DrawerTrigger = DialogPrimitive.Trigger;

export interface DrawerContentProps {
  /** The dialog's name, announced when it opens ("Menu"). */
  title: string;
  /** What the top of the panel shows beside the close button. */
  header?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Radix's focus return, or something else when it calls preventDefault(). */
  onCloseAutoFocus?: (event: Event) => void;
  closeLabel?: string;
}

/**
 * A panel from the left edge, over the page: the phone navigation. It is a Radix modal dialog,
 * so focus stays inside while it is open, Escape or a click beside it closes it, and focus goes
 * back to the button that opened it. No slide-in animation: motion only on request (STYLE.md).
 */
export function DrawerContent({
  title,
  header,
  children,
  className,
  onCloseAutoFocus,
  closeLabel = 'Close menu',
}: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-backdrop" />
      <DialogPrimitive.Content
        // The title says what this is; there is no sentence to describe it with.
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className={clsx(
          'fixed inset-y-0 left-0 z-50 flex w-80 max-w-[calc(100%-3rem)] flex-col bg-surface text-ink shadow-lg',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-3 border-b border-line py-3 pr-3 pl-5">
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <div className="min-w-0 pt-1">{header}</div>
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-ink hover:bg-muted"
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
