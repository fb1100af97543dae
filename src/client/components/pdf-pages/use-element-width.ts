import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The content width of an element in CSS pixels, followed as the window, the zoom or the reader's
 * text size change it; 0 until measured (and where nothing is laid out, as in component tests).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
