import { clsx } from 'clsx';
import type { ComponentProps, ReactElement } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { CloseIcon } from './icons.tsx';

/**
 * Radix Toast parts, styled. Settings fixed by admin spec §9: 5000 ms, swipe right past 50 px,
 * F8 jumps to the notifications region.
 */

export type ToastVariant = 'default' | 'destructive';

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={50}
      duration={5000}
      {...props}
    />
  );
}

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      className={clsx(
        'fixed right-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 sm:max-w-md',
        className,
      )}
      {...props}
    />
  );
}

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-line-strong bg-surface text-ink',
  destructive: 'border-danger bg-danger-soft text-danger-ink',
};

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ variant = 'default', className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={clsx(
        'relative flex w-full items-start justify-between gap-3 rounded-lg border-2 p-4 pr-3 shadow-lg',
        // Follow the pointer while swiping; settle back if the swipe is cancelled.
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
        VARIANT_CLASSES[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={clsx('font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={clsx('text-sm', className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={clsx(
        'inline-flex min-h-10 shrink-0 items-center rounded-md border border-current px-3 text-sm font-medium',
        className,
      )}
      {...props}
    />
  );
}

export type ToastActionElement = ReactElement<ComponentProps<typeof ToastAction>>;

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      className={clsx(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-ink/10',
        className,
      )}
      {...props}
      aria-label={props['aria-label'] ?? 'Dismiss notification'}
    >
      <CloseIcon />
    </ToastPrimitive.Close>
  );
}
