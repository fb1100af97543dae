import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';

/**
 * Radix DropdownMenu, styled. Radix gives the menu roles, arrow-key movement, typeahead, Escape
 * to close and focus back on the trigger. Give the trigger a visible text or an aria-label.
 *
 * Non-modal by default: a modal menu hides the rest of the page with aria-hidden while the skip
 * link and other controls stay focusable (axe: aria-hidden-focus). A non-modal menu still takes
 * focus and closes on Escape, Tab or a click outside.
 */
export function DropdownMenu({
  modal = false,
  ...props
}: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 4,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        className={clsx(
          'z-50 min-w-48 rounded-md border border-line-strong bg-surface p-1 text-ink shadow-lg',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

/**
 * Radix moves real focus to the highlighted item, but not always as :focus-visible, so the
 * highlighted item draws the same 3px focus ring itself.
 */
export function DropdownMenuItem({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={clsx(
        'flex min-h-10 cursor-pointer items-center gap-2 rounded px-3 py-2 text-base outline-none select-none',
        'data-[highlighted]:bg-muted data-[highlighted]:outline-3 data-[highlighted]:outline-focus data-[highlighted]:outline-solid',
        'data-[disabled]:cursor-not-allowed data-[disabled]:text-ink-muted',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={clsx('px-3 py-2 text-sm font-semibold text-ink-muted', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={clsx('my-1 h-px bg-line', className)} {...props} />;
}
