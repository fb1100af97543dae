import type { WaitingListStatusDto } from '../../../domain/waiting-list-schemas.ts';
import { INTL_LOCALE } from '../../../domain/i18n.ts';
import { formatDateIn } from '../../lib/format.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { useEnrollmentCopy } from './enrollment-copy.tsx';
import { useStatusOffer } from './offer-api.ts';
import { InvitationNextSteps } from './invitation-next-steps.tsx';
import { StatusOffer } from './status-offer.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';

/** Active and invited applications are still open; the family may close them. */
const canWithdraw = (status: WaitingListStatusDto['status']) =>
  status === 'active' || status === 'invited';

export function StatusDetails({ token, status }: { token: string; status: WaitingListStatusDto }) {
  const copy = useEnrollmentCopy();
  const { CLOSED_NOTE, POSITION_NOTE, STATUS_FACT_LABELS, WITHDRAW, contactNote, positionMessage } =
    copy.status;
  const { CAMPUS_NAMES, WAITING_LIST_STATUS_LABELS } = copy.messages;
  const offer = useStatusOffer(token, Boolean(copy.offer)).data?.offer ?? null;
  const facts = [
    [STATUS_FACT_LABELS.student, status.studentFirstName],
    [STATUS_FACT_LABELS.campus, CAMPUS_NAMES[status.campus]],
    [STATUS_FACT_LABELS.status, WAITING_LIST_STATUS_LABELS[status.status]],
    [STATUS_FACT_LABELS.submitted, formatDateIn(INTL_LOCALE[copy.locale], status.submittedAt)],
  ] as const;

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
      {/* An open offer says itself what happens now and by when. */}
      {status.status === 'invited' && status.contactBy && offer?.status !== 'open' ? (
        <InvitationNextSteps contactBy={status.contactBy} />
      ) : null}
      <dl className="mt-6 divide-y divide-line rounded-lg border border-line bg-surface">
        {facts.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
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
      {canWithdraw(status.status) ? <WithdrawDialog token={token} /> : null}
      <p className="mt-8 max-w-prose text-ink-muted">{contactNote(getSiteConfig().supportEmail)}</p>
    </>
  );
}
