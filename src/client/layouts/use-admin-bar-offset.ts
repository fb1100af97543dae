import { useEffect, type RefObject } from 'react';

/**
 * Below 1024px the admin area's menu bar is sticky at the top of the screen. Two things make
 * room for it, following its real height (it grows with the reader's text size): the page's
 * scroll padding, so keyboard focus never lands under the bar (WCAG 2.4.11), and `--toast-top`,
 * so phone toasts (ui/toaster.tsx) start below it. From 1024px the bar is not displayed:
 * both are 0.
 */
export function useAdminBarOffset(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const height = element.offsetHeight;
      root.style.setProperty('--toast-top', `${height}px`);
      // app.css keeps 10rem from 1024px for the public header, which the admin area does not have.
      root.style.scrollPaddingTop = `${height > 0 ? height + 16 : 0}px`;
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-top');
      root.style.scrollPaddingTop = '';
    };
  }, [bar]);
}
