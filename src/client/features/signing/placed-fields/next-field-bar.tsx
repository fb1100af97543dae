import { useEffect, useRef } from 'react';
import type { Locale } from '../../../../domain/common/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { SIGNING_COPY } from '../signing-copy.ts';

/**
 * "2 of 5 required fields left" and "Next field", stuck to the bottom of the screen while the
 * documents are in view, in its place after them otherwise. While it is there, the page keeps
 * its height free at the bottom when scrolling to a focused control (WCAG 2.4.11), as
 * lib/sticky-header-offset.ts does for the header at the top.
 */
export function NextFieldBar({
  left,
  total,
  isApprover,
  language,
  onNext,
}: {
  left: number;
  total: number;
  isApprover: boolean;
  language: Locale;
  onNext: () => void;
}) {
  const words = SIGNING_COPY[language].NEXT_FIELD;
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + 16}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <div
      ref={bar}
      className="sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-line-strong bg-surface px-3 py-2 shadow-lg"
    >
      <p aria-live="polite" className="text-sm font-medium text-ink">
        {left > 0 ? words.left(left, total) : words.allFilled}
      </p>
      <Button onClick={onNext}>
        {left > 0 ? words.next : isApprover ? words.toApproving : words.toSigning}
      </Button>
    </div>
  );
}
