import { useState } from 'react';
import type { VisitEventDto } from '../../../domain/visits/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { EventForm } from './event-form.tsx';

/** "New visit", or "Edit" on a visit's row (`event`): the form in a dialog. */
export function EventDialog({ event }: { event?: VisitEventDto }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        {event ? (
          <Button variant="secondary">
            Edit<span className="sr-only"> {event.titleEn}</span>
          </Button>
        ) : (
          <Button>New visit</Button>
        )}
      </DialogTrigger>
      <DialogContent
        title={event ? `Edit ${event.titleEn}` : 'New visit'}
        description={
          event
            ? 'Titles, place and languages change at once. A new time, seats or cut-off remakes the sessions nobody has booked; a session someone booked keeps its time, seats and cut-off.'
            : 'What families and investors can book. Its sessions for the next 90 days are made when you save.'
        }
        className="max-w-2xl"
      >
        <EventForm event={event ?? null} onSaved={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
