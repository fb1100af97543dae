import { useState } from 'react';
import type { VisitEventDto } from '../../../domain/visits/dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useArchiveVisitEvent } from './api.ts';

/** Archive asks first: the visit leaves the public pages and its empty sessions go. */
export function ArchiveEventDialog({ event }: { event: VisitEventDto }) {
  const [isOpen, setIsOpen] = useState(false);
  const archive = useArchiveVisitEvent();
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button variant="secondary">
          Archive<span className="sr-only"> {event.titleEn}</span>
        </Button>
      }
      title={`Archive ${event.titleEn}?`}
      description="It leaves the public pages and gets no new sessions. Its future sessions nobody has booked are removed; sessions someone booked stay, so call those families if it will not happen."
      confirmLabel="Archive"
      pendingLabel="Archiving..."
      isPending={archive.isPending}
      error={archive.isError ? describeFailure(archive.error) : null}
      onConfirm={() =>
        archive.mutate(event.id, {
          onSuccess: () => {
            setIsOpen(false);
            toast({
              title: 'Visit archived',
              description: `${event.titleEn} is no longer offered.`,
            });
          },
        })
      }
    />
  );
}
