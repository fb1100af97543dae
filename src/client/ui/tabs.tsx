import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';

/**
 * Radix Tabs, styled: tablist/tab/tabpanel roles, arrow keys, Home and End, and the selected tab
 * as the only tab stop. Panels stay mounted (`forceMount`) and are hidden with CSS, so what
 * someone typed in one tab is still there after they look at the other.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={clsx('flex gap-2 border-b-2 border-line-strong', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={clsx(
        // Side by side even on a 320px screen: a long label wraps inside its tab instead.
        '-mb-0.5 inline-flex min-h-11 flex-1 items-center justify-center rounded-t-md border-2 border-b-0 px-3 py-2 text-center text-lg font-semibold sm:flex-none sm:px-4',
        // The selected tab joins the panel; the others read as buttons beside it.
        'data-[state=active]:border-line-strong data-[state=active]:bg-surface data-[state=active]:text-ink',
        'data-[state=inactive]:border-transparent data-[state=inactive]:text-brand-ink data-[state=inactive]:underline data-[state=inactive]:underline-offset-4 data-[state=inactive]:hover:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      forceMount
      className={clsx('data-[state=inactive]:hidden', className)}
      {...props}
    />
  );
}
