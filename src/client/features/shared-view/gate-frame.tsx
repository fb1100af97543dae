import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Card } from '../../ui/card.tsx';
import { useSharedViewCopy } from './shared-view-copy.tsx';

/**
 * The card of one gate step: the link's name, the step's heading (the page's one h1), the step,
 * and how long this device stays let in. A step that follows another takes the focus to its
 * heading, so a screen reader starts reading the new step.
 */
export function GateFrame({
  title,
  linkName,
  stayHours,
  moveFocus,
  children,
}: {
  title: string;
  linkName: string | null;
  stayHours: number;
  moveFocus: boolean;
  children: ReactNode;
}) {
  const { GATE } = useSharedViewCopy().words;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moveFocus) heading.current?.focus();
  }, [moveFocus, title]);

  return (
    <Card className="mx-auto mt-4 w-full max-w-md">
      {linkName ? (
        <p className="text-sm wrap-anywhere text-ink-muted">{GATE.linkName(linkName)}</p>
      ) : null}
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-1 text-2xl font-semibold text-ink focus:outline-none"
      >
        {title}
      </h1>
      <div className="mt-4 grid gap-4">{children}</div>
      <p className="mt-6 border-t border-line pt-4 text-sm text-ink-muted">
        {GATE.stayVerified(stayHours)}
      </p>
    </Card>
  );
}
