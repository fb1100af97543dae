import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { buttonClassName, type ButtonVariant } from './button-styles.ts';

export type { ButtonVariant } from './button-styles.ts';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** Render the single child (a Link, say) with button styling instead of a <button>. */
  asChild?: boolean;
}

/** Defaults to type="button": a form submits only from a button that says so. */
export function Button({
  variant = 'primary',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClassName(variant, className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
