import { useEffect, type RefObject } from 'react';

/**
 * Keeps in-page targets and keyboard focus clear of the sticky header (WCAG 2.4.11): the page's
 * scroll padding follows the header's real height, which grows with the reader's text size,
 * spacing and font and with the language's longer words. app.css's fixed value covers the page
 * until the script runs; below 1024px the header is not sticky and needs no room.
 */
export function useStickyHeaderOffset(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const isSticky = getComputedStyle(element).position === 'sticky';
      root.style.scrollPaddingTop = isSticky ? `${element.offsetHeight + 16}px` : '';
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, [header]);
}
