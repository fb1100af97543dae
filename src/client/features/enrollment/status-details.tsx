import type { WaitingListStatusDto } from '../../../domain/waiting-list/dtos.ts';
import { INTL_LOCALE } from '../../../domain/common/i18n.ts';
import { termLabel } from '../../../domain/start-terms/labels.ts';
import { formatDateIn } from '../../lib/format.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { SummaryList } from '../../ui/summary-list.tsx';
import { useEnrollmentCopy } from './enrollment-copy.tsx';
import { useStatusOffer } from './offer-api.ts';
import { InvitationNextSteps } from './invitation-next-steps.tsx';
import { StatusOffer } from './status-offer.tsx';
import { StatusPapers } from './status-papers.tsx';
import { EnrollmentTaskList } from './enrollment-task-list.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';

/** Active and invited applications are still open; the family may close them. */
const canWithdraw = (status: WaitingListStatusDto['status']) =>
  status === 'active' || status === 'invited';

export function StatusDetails({ token, status }: { token: string; status: WaitingListStatusDto }) {
  const copy = useEnrollmentCopy();
  const {
    CLOSED_NOTE,
    NEEDS_SENT,
    POSITION_NOTE,
    STATUS_FACT_LABELS,
    SUMMARY_TITLE,
    WITHDRAW,
    contactNote,
    positionMessage,
  } = copy.status;
  const { CAMPUS_NAMES, WAITING_LIST_STATUS_LABELS } = copy.messages;
  const { GRADE_LEVEL_LABELS, PROGRAM_INTEREST_LABELS } = copy.options;
  const { sent } = status;
  const offer = useStatusOffer(token, Boolean(copy.offer)).data?.offer ?? null;
  const facts: (readonly [string, string])[] = [
    [STATUS_FACT_LABELS.student, status.studentFirstName],
    [STATUS_FACT_LABELS.campus, CAMPUS_NAMES[status.campus]],
    [STATUS_FACT_LABELS.status, WAITING_LIST_STATUS_LABELS[status.status]],
    [STATUS_FACT_LABELS.submitted, formatDateIn(INTL_LOCALE[copy.locale], status.submittedAt)],
    // What the family sent, in the words of the form; only what they filled in.
    ...(sent.gradeLevel
      ? [[STATUS_FACT_LABELS.grade, GRADE_LEVEL_LABELS[sent.gradeLevel]] as const]
      : []),
    ...(sent.programInterest
      ? [[STATUS_FACT_LABELS.program, PROGRAM_INTEREST_LABELS[sent.programInterest]] as const]
      : []),
    ...(sent.enrollmentPreference
      ? [[STATUS_FACT_LABELS.start, termLabel(sent.enrollmentPreference, copy.locale)] as const]
      : []),
    [STATUS_FACT_LABELS.needs, sent.hasStudentNeeds ? NEEDS_SENT.yes : NEEDS_SENT.no],
  ];

  return (
    <>
      {status.ranking ? (
        <div className="mt-6 rounded-lg border-4 border-brand bg-brand-soft p-5 text-brand-ink">
          <p className="text-2xl font-bold">
            {positionMessage(status.ranking.position, status.ranking.totalInCampus)}
          </p>
          <p className="mt-2">{POSITION_NOTE}</p>
        </div>
      ) : null}
      {offer && copy.offer ? <StatusOffer token={token} offer={offer} words={copy.offer} /> : null}
      <EnrollmentTaskList token={token} accepted={offer?.status === 'accepted'} />
      {/* An open offer says itself what happens now and by when. */}
      {status.status === 'invited' && status.contactBy && offer?.status !== 'open' ? (
        <InvitationNextSteps contactBy={status.contactBy} />
      ) : null}
      <h2 className="mt-8 text-xl font-semibold text-ink">{SUMMARY_TITLE}</h2>
      <SummaryList
        variant="boxed"
        className="mt-3"
        rows={facts.map(([key, value]) => ({ key, value }))}
      />
      {status.status === 'withdrawn' ? (
        <p className="mt-6 rounded-lg border-2 border-line-strong bg-surface p-4 text-ink">
          {WITHDRAW.done}
        </p>
      ) : null}
      {status.status === 'declined' ? (
        <p className="mt-6 rounded-lg border-2 border-line-strong bg-surface p-4 text-ink">
          {CLOSED_NOTE}
        </p>
      ) : null}
      <StatusPapers token={token} />
      {canWithdraw(status.status) ? <WithdrawDialog token={token} /> : null}
      <p className="mt-8 max-w-prose text-ink-muted">{contactNote(getSiteConfig().supportEmail)}</p>
    </>
  );
}
