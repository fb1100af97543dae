import { useEffect, useId, useRef } from 'react';
import type { GiftStartedDto } from '../../../domain/giving/dtos.ts';
import { useGivingCopy } from './giving-copy.tsx';

type Pledge = Extract<GiftStartedDto, { path: 'pledge' }>;

/**
 * The answer to a pledge, in place of the form: the server's own sentence (what was recorded,
 * whether the instructions were mailed), then what happens next. It takes focus when it
 * appears, so keyboard and screen-reader users land on it.
 */
export function PledgeConfirmation({ pledge }: { pledge: Pledge }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { PLEDGE_CONFIRMATION } = useGivingCopy().giving;
  useEffect(() => {
    ref.current?.focus();
  }, [pledge]);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      role="region"
      className="rounded-md border-4 border-brand bg-brand-soft p-6 text-brand-ink"
    >
      <h2 id={titleId} className="text-2xl font-semibold">
        {PLEDGE_CONFIRMATION.title}
      </h2>
      <p className="mt-3 text-lg">{pledge.message}</p>
      <p className="mt-3 text-lg">{PLEDGE_CONFIRMATION.nextSteps}</p>
    </div>
  );
}
