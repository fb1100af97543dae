import { useState } from 'react';
import {
  ALREADY_ACKNOWLEDGED_MESSAGE_START,
  type DonationDto,
} from '../../../domain/crm-schemas.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useSendAcknowledgment } from './gift-api.ts';
import { giftDescription } from './gift-description.ts';

/**
 * One thank-you letter per gift (issue 9 item 4). A second letter goes only when the admin
 * presses "Send again": after a 409 (someone else sent it meanwhile) we say so and offer it.
 */
export function AcknowledgmentAction({ gift }: { gift: DonationDto }) {
  const [wasAlreadySent, setWasAlreadySent] = useState(false);
  const send = useSendAcknowledgment();
  const what = giftDescription(gift);
  const isSent = gift.acknowledgmentSent || wasAlreadySent;

  function handleSend(resend: boolean) {
    send.mutate(
      { donationId: gift.id, resend },
      {
        onSuccess: () => {
          setWasAlreadySent(false);
          toast({
            title: 'Acknowledgment sent',
            description: `The thank-you letter for ${what} is in the outbox.`,
          });
        },
        onError: (error) => {
          // Only "already acknowledged" offers Send again; a refusal (no EIN set) says why.
          const message = readServerMessage(error) ?? '';
          if (
            readErrorStatus(error) === 409 &&
            message.startsWith(ALREADY_ACKNOWLEDGED_MESSAGE_START)
          ) {
            setWasAlreadySent(true);
            return;
          }
          toast({
            variant: 'destructive',
            title: 'Failed to send acknowledgment',
            description: describeFailure(error),
          });
        },
      },
    );
  }

  return (
    <div className="grid justify-items-start gap-1">
      <div role="status" className="empty:hidden">
        {wasAlreadySent ? (
          <p className="text-sm font-medium text-ink">
            Already sent. Send another letter only if the donor asks for one.
          </p>
        ) : null}
      </div>
      {isSent && gift.acknowledgmentDate ? (
        <p className="text-sm text-ink">Sent {formatDate(gift.acknowledgmentDate)}</p>
      ) : null}
      <Button variant="secondary" disabled={send.isPending} onClick={() => handleSend(isSent)}>
        {send.isPending ? 'Sending...' : isSent ? 'Send again' : 'Send acknowledgment'}
        <span className="sr-only"> for {what}</span>
      </Button>
    </div>
  );
}
