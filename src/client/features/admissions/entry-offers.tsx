import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { OFFER_STATUS_LABELS } from '../../../domain/admissions/admissions.ts';
import type { OfferDto, SeatGroupDto } from '../../../domain/admissions/dtos.ts';
import type { WaitingListEntryDto } from '../../../domain/waiting-list/dtos.ts';
import { formatOfferDeadline } from '../../../domain/admissions/offer-deadline-format.ts';
import { formatDateTime } from '../../lib/format.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { seatGroupsQuery } from './api.ts';
import { EntryEnrollmentAgreement } from './entry-enrollment-agreement.tsx';
import { OfferToFamilyForm } from './offer-to-family-form.tsx';
import { seatGroupTitle } from './seat-group-labels.ts';

const offersUrl = (entryId: string) =>
  `/api/admissions/offers?entryId=${encodeURIComponent(entryId)}`;

/** The seat groups this family applied for: campus, grade or program, and term (or any term). */
const groupsOf = (entry: WaitingListEntryDto, groups: SeatGroupDto[]) =>
  groups.filter(
    (group) =>
      group.campus === entry.campus &&
      group.gradeOrProgram ===
        (entry.campus === 'k12' ? entry.gradeLevel : entry.programInterest) &&
      (entry.enrollmentPreference === null || group.startTerm === entry.enrollmentPreference),
  );

function OfferLine({ offer, groups }: { offer: OfferDto; groups: SeatGroupDto[] }) {
  const group = groups.find((one) => one.id === offer.seatGroupId);
  return (
    <li className="grid gap-0.5">
      <span className="font-medium text-ink">
        {OFFER_STATUS_LABELS[offer.status]}
        {group ? ` · ${seatGroupTitle(group)}` : ''}
      </span>
      <span className="text-ink-muted">
        Offered {formatDateTime(offer.offeredAt)} · answer by{' '}
        {formatOfferDeadline(offer.deadline, 'en', getSiteConfig().timeZone)}
        {offer.answeredAt ? ` · answered ${formatDateTime(offer.answeredAt)}` : ''}
      </span>
      {offer.outOfOrderReason ? (
        <span className="text-ink-muted">Out of rank order: {offer.outOfOrderReason}</span>
      ) : null}
      {offer.declineReason ? (
        <span className="text-ink-muted">Family's reason: {offer.declineReason}</span>
      ) : null}
    </li>
  );
}

/**
 * This family's seat offers, and an offer for them out of rank order while they wait. Once they
 * accepted a seat, their enrollment agreement follows below.
 */
export function EntryOffers({ entry }: { entry: WaitingListEntryDto }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const offers = useQuery<OfferDto[]>({ queryKey: [offersUrl(entry.id)] });
  const groups = useQuery(seatGroupsQuery());
  const mine = groupsOf(entry, groups.data ?? []);
  const withSeats = mine.filter((group) => group.seatsFree > 0);
  const hasAcceptedSeat = (offers.data ?? []).some((offer) => offer.status === 'accepted');

  return (
    <>
      <Card className="grid gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Seat offers
        </h2>
        <QueryState
          query={offers}
          what="The offers"
          loadingLabel="Loading offers..."
          isEmpty={(data) => data.length === 0}
          empty={<p className="text-ink-muted">No seat has been offered to this family.</p>}
        >
          {(data) => (
            <ul aria-labelledby={headingId} className="grid gap-3">
              {data.map((offer) => (
                <OfferLine key={offer.id} offer={offer} groups={groups.data ?? []} />
              ))}
            </ul>
          )}
        </QueryState>
        {entry.status !== 'active' ? null : withSeats.length === 0 ? (
          <p className="text-ink-muted">
            {mine.length === 0
              ? 'No seats are set for this grade or program and term yet.'
              : 'Every seat this family applied for is taken or offered.'}
          </p>
        ) : (
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="secondary" className="w-fit">
                Offer a seat to this family
              </Button>
            </DialogTrigger>
            <DialogContent
              title="Offer a seat to this family"
              description={`${entry.firstName} ${entry.lastName} gets an email with a link to accept or decline.`}
            >
              <OfferToFamilyForm
                entryId={entry.id}
                groups={withSeats}
                onDone={() => setOpen(false)}
              />
            </DialogContent>
          </Dialog>
        )}
      </Card>
      {hasAcceptedSeat ? <EntryEnrollmentAgreement entry={entry} /> : null}
    </>
  );
}
