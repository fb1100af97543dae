import { clsx } from 'clsx';

/** Header links: 40px tall targets; the current page is bold and underlined, not only coloured. */
export const headerLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'inline-flex min-h-10 items-center rounded-md px-3 text-base text-ink hover:bg-muted',
    isActive && 'font-semibold underline decoration-2 underline-offset-4',
  );

/** Mobile menu rows: full width, 44px tall. */
export const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex min-h-11 w-full items-center rounded-md px-3 text-base text-ink hover:bg-muted',
    isActive && 'bg-brand-soft font-semibold text-brand-ink underline underline-offset-4',
  );
