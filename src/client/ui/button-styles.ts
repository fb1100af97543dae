import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-on-brand hover:bg-brand-strong',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-muted',
  ghost: 'text-ink hover:bg-muted',
  destructive: 'bg-danger text-on-danger hover:bg-danger-strong',
};

/**
 * The look of a button, for a link or a native button that is not the Button component. In its
 * own module so that public pages can style links as buttons without loading Radix Slot (the
 * home page has a 130 kB script budget). "on-brand" and "on-danger" switch with the reading
 * theme (app.css): white on the default teal, dark on the light teal of the dark themes.
 */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string): string {
  return clsx(
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-base font-medium no-underline transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-70',
    VARIANT_CLASSES[variant],
    className,
  );
}
