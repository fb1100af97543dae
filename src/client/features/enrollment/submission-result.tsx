import { useEffect, useRef } from 'react';
import {
  CONFIRMATION_MAIL_NOTE,
  RECEIVED_TITLE,
  noRankingMessage,
  rankingMessage,
} from '../../../domain/content/enrollment.ts';
import {
  ALREADY_REGISTERED_MESSAGE,
  type WaitingListSubmissionDto,
} from '../../../domain/waiting-list-schemas.ts';
import type { Campus } from '../../../domain/waiting-list.ts';

export interface SubmissionResultProps {
  campus: Campus;
  result: WaitingListSubmissionDto;
}

/** What the toast said, kept on the page: toasts go away, and nothing here may be timed. */
export function submissionMessage(campus: Campus, result: WaitingListSubmissionDto): string {
  const { ranking } = result;
  return ranking
    ? rankingMessage(campus, ranking.position, ranking.totalInCampus)
    : noRankingMessage(campus);
}

/**
 * Takes focus when it appears (a new result object each time), so keyboard and screen-reader
 * users land on the answer; the form under it is empty again by then.
 */
export function SubmissionResult({ campus, result }: SubmissionResultProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [result]);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mb-6 rounded-md border-4 border-brand bg-brand-soft p-4 text-brand-ink"
    >
      <h3 className="text-lg font-semibold">
        {result.alreadyRegistered ? ALREADY_REGISTERED_MESSAGE : RECEIVED_TITLE}
      </h3>
      <p className="mt-2">{submissionMessage(campus, result)}</p>
      <p className="mt-2">{CONFIRMATION_MAIL_NOTE}</p>
    </div>
  );
}
