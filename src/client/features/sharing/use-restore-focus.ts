import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * A dialog opened from a menu item has no trigger to give focus back to (the item is gone once
 * the menu closes), so Radix would leave focus on <body>. This puts it back on `target` after
 * the dialog closes. The timeout runs after Radix's own, which it schedules on unmount.
 */
export function useRestoreFocus(open: boolean, target: RefObject<HTMLElement | null> | undefined) {
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed || !target) return;
    const timer = setTimeout(() => target.current?.focus());
    return () => clearTimeout(timer);
  }, [open, target]);
}
