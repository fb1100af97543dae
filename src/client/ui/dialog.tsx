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
  /** A `max-w-*` class here sets the width from 640px (the default is max-w-lg). */
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
 * Two width classes in one attribute do not decide by their order there, only by their order in
 * the stylesheet, where max-w-lg won over max-w-2xl: the default width is left out when the
 * caller gives its own.
 */
const hasOwnWidth = (className?: string) => /(^|\s)([\w-]+:)*max-w-/.test(className ?? '');

/**
 * The frame: never taller than the screen, so nothing is cut off below it.
 * The title stays in view and the rest scrolls inside. Phones: the full width, at the bottom of
 * the screen; its top is the title, which is all a toast at the top (ui/toaster.tsx) may cover.
 * On a screen lower than 30rem (a phone on its side) all of it scrolls together instead, so the
 * title does not take the little height there is.
 */
const FRAME = [
  'fixed z-50 flex flex-col rounded-lg border border-line bg-surface text-ink shadow-lg',
  'inset-x-0 bottom-0 max-h-[calc(100dvh-1rem)] w-full rounded-b-none',
  'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-b-lg',
  '[@media(max-height:30rem)]:overflow-y-auto',
];
const SCROLLING_BODY =
  'min-h-0 overflow-y-auto px-6 pt-1 pb-6 [@media(max-height:30rem)]:shrink-0 [@media(max-height:30rem)]:overflow-visible';

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
        className={clsx(FRAME, !hasOwnWidth(className) && 'sm:max-w-lg', className)}
      >
        <div className={clsx('shrink-0 p-6 pr-16', children ? 'pb-5' : null)}>
          <DialogPrimitive.Title className="text-xl font-semibold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-ink-muted">
            {description}
          </DialogPrimitive.Description>
        </div>
        {children ? <div className={SCROLLING_BODY}>{children}</div> : null}
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
