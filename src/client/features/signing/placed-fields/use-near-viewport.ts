import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within a screen's height of the viewport, and from then on. Pages
 * are drawn only then: a hundred pages drawn at once would take a phone's memory.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  // Without the observer (an old browser), every page is drawn at once.
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear;
}
