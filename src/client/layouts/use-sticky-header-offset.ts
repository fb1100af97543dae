import { useEffect, type RefObject } from 'react';
import { followStickyHeader } from '../lib/sticky-header-offset.ts';

/** The header's room at the top of the page, while it is shown (lib/sticky-header-offset.ts). */
export function useStickyHeaderOffset(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    return element ? followStickyHeader(element) : undefined;
  }, [header]);
}
