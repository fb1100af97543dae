import { useState } from 'react';
import type { SeatGroupDto } from '../../../domain/admissions/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { StatList } from '../../ui/stat-list.tsx';
import { OfferSeatsForm } from './offer-seats-form.tsx';
import { SeatGroupForm } from './seat-group-form.tsx';
import { seatGroupTitle } from './seat-group-labels.ts';

/** One seat group: its numbers, and its two actions (offer seats, change the seats). */
export function SeatGroupCard({ group }: { group: SeatGroupDto }) {
  const [offering, setOffering] = useState(false);
  const [changing, setChanging] = useState(false);
  const title = seatGroupTitle(group);
  return (
    <Card className="grid gap-4">
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <StatList
        className="lg:grid-cols-5"
        stats={[
          { label: 'Seats', value: String(group.capacity) },
          { label: 'Offers open', value: String(group.offersOpen) },
          { label: 'Accepted', value: String(group.accepted) },
          { label: 'Free seats', value: String(group.seatsFree) },
          { label: 'Families waiting', value: String(group.familiesWaiting) },
        ]}
      />
      <p className="text-ink-muted">
        {group.autoAdvance
          ? 'A declined or unanswered offer goes to the next family automatically.'
          : 'A declined or unanswered offer is not passed on automatically.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <Dialog open={offering} onOpenChange={setOffering}>
          <DialogTrigger asChild>
            <Button disabled={group.seatsFree === 0 || group.familiesWaiting === 0}>
              Offer seats
            </Button>
          </DialogTrigger>
          <DialogContent
            title="Offer seats"
            className="sm:max-w-2xl"
            description={`${title}. Each family gets an email with a link to accept or decline.`}
          >
            <OfferSeatsForm group={group} onDone={() => setOffering(false)} />
          </DialogContent>
        </Dialog>
        <Dialog open={changing} onOpenChange={setChanging}>
          <DialogTrigger asChild>
            <Button variant="secondary">Change seats</Button>
          </DialogTrigger>
          <DialogContent title="Change seats" description={title}>
            <SeatGroupForm group={group} onSaved={() => setChanging(false)} />
          </DialogContent>
        </Dialog>
      </div>
      {group.seatsFree === 0 ? (
        <p className="text-ink-muted">Every seat is taken or offered.</p>
      ) : group.familiesWaiting === 0 ? (
        <p className="text-ink-muted">No family is waiting for this grade or program and term.</p>
      ) : null}
    </Card>
  );
}
