import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * The page's one h1 after signing or declining. The form it replaces held the focus, so focus
 * moves here: screen readers read the result, and Tab continues from the top of it.
 */
export function ResultHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className="text-2xl font-semibold wrap-anywhere text-ink md:text-3xl"
    >
      {children}
    </h1>
  );
}
