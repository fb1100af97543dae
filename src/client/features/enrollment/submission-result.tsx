import { useEffect, useRef } from 'react';
import type { WaitingListSubmissionDto } from '../../../domain/waiting-list/dtos.ts';
import type { Campus } from '../../../domain/waiting-list/waiting-list.ts';
import { useEnrollmentCopy, type EnrollmentCopy } from './enrollment-copy.tsx';

export interface SubmissionResultProps {
  campus: Campus;
  result: WaitingListSubmissionDto;
}

/**
 * What the toast said, kept on the page: toasts go away, and nothing here may be timed. A
 * repeated form gets no place from the server, only the news that the private link was mailed
 * again: a form must not tell whoever knows a child's name whether the child is on the list.
 */
export function submissionMessage(
  copy: EnrollmentCopy,
  campus: Campus,
  result: WaitingListSubmissionDto,
): string {
  if (result.alreadyRegistered) return copy.messages.LINK_EMAILED_AGAIN;
  const { ranking } = result;
  const { noRankingMessage, rankingMessage } = copy.enrollment;
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
  const copy = useEnrollmentCopy();
  const { CONFIRMATION_MAIL_NOTE, RECEIVED_TITLE } = copy.enrollment;
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
        {result.alreadyRegistered ? copy.messages.ALREADY_REGISTERED : RECEIVED_TITLE}
      </h3>
      <p className="mt-2">{submissionMessage(copy, campus, result)}</p>
      {result.alreadyRegistered ? null : <p className="mt-2">{CONFIRMATION_MAIL_NOTE}</p>}
    </div>
  );
}
