import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';

/**
 * Radix Tabs, styled: tablist/tab/tabpanel roles, arrow keys, Home and End, and the selected tab
 * as the only tab stop. Panels stay mounted (`forceMount`) and are hidden with CSS, so what
 * someone typed in one tab is still there after they look at the other.
 */
export const Tabs = TabsPrimitive.Root;

/*
 * Phones: two columns of boxes, every tab in view, the chosen one filled (as ui/link-tabs.tsx).
 * From 640px: folder tabs in a row over a line, wrapping to a second row when the reader's text
 * is large, never breaking a word or scrolling sideways.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={clsx(
        'grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:border-b-2 sm:border-line-strong',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={clsx(
        // An odd one out takes the whole last row on phones.
        'inline-flex min-h-11 items-center justify-center rounded-md border-2 px-3 py-2 text-center text-lg font-semibold odd:last:col-span-2',
        'sm:-mb-0.5 sm:rounded-b-none sm:border-b-0 sm:px-4',
        // The selected tab: filled on phones; from 640px it joins the panel below the line.
        'data-[state=active]:border-brand data-[state=active]:bg-brand-soft data-[state=active]:text-ink',
        'sm:data-[state=active]:border-line-strong sm:data-[state=active]:bg-surface',
        // The others read as links in boxes on phones, as links beside the folder tab from 640px.
        'data-[state=inactive]:border-line-strong data-[state=inactive]:bg-surface data-[state=inactive]:text-brand-ink data-[state=inactive]:underline data-[state=inactive]:underline-offset-4 data-[state=inactive]:hover:bg-muted',
        'sm:data-[state=inactive]:border-transparent sm:data-[state=inactive]:bg-transparent',
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
