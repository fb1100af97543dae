import { useState } from 'react';
import type { FormEvent } from 'react';
import type { EmailCampaignDto } from '../../../domain/crm/email-campaign-dtos.ts';
import { formatDateTime } from '../../lib/format.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useScheduleEmailCampaign } from './email-campaign-api.ts';

export interface ScheduleCampaignDialogProps {
  campaign: EmailCampaignDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from the row's "⋯" menu: focus goes back there (see DialogContent). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A draft goes out by itself at the chosen time (the viewer's own clock). */
export function ScheduleCampaignDialog({
  campaign,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ScheduleCampaignDialogProps) {
  const [when, setWhen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const schedule = useScheduleEmailCampaign();
  const fieldId = `schedule-${campaign.id}`;

  function fail(message: string) {
    setError(message);
    setAttempt((count) => count + 1);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const date = new Date(when);
    if (!when || Number.isNaN(date.getTime())) return fail('Enter the date and time to send');
    if (date.getTime() <= Date.now()) return fail('Choose a time in the future, or send now');
    setError(null);
    schedule.mutate(
      { id: campaign.id, scheduledFor: date.toISOString() },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Campaign scheduled',
            description: `"${saved.name}" will be sent on ${formatDateTime(saved.scheduledFor ?? date)}.`,
          });
          onOpenChange(false);
        },
        onError: (failure) => fail(describeFailure(failure)),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        onOpenChange(isOpen);
        if (!isOpen) setError(null);
      }}
    >
      <DialogContent
        title="Schedule campaign"
        description={`"${campaign.name}" will be sent to the donors its recipients match at that time.`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
          <ErrorSummary errors={error ? [{ fieldId, message: error }] : []} focusKey={attempt} />
          <FormField
            id={fieldId}
            label="Send on"
            hint="Date and time in your own time zone."
            type="datetime-local"
            value={when}
            error={error ?? undefined}
            onChange={(event) => setWhen(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={schedule.isPending}>
              {schedule.isPending ? 'Scheduling...' : 'Schedule'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
