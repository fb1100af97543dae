import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ALREADY_ACKNOWLEDGED_MESSAGE_START } from '../../../domain/crm/outreach-schemas.ts';
import type { DonationDto } from '../../../domain/crm/gift-dtos.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { FUNDRAISING_SETTINGS_PATH } from './fundraising-settings-section.tsx';
import { downloadAcknowledgmentPreview, useSendAcknowledgment } from './gift-api.ts';
import { giftDescription } from './gift-description.ts';

/**
 * One thank-you letter per gift. A second letter goes only when the admin
 * presses "Send again": after a 409 (someone else sent it meanwhile) we say so and offer it.
 */
export function AcknowledgmentAction({ gift }: { gift: DonationDto }) {
  const [wasAlreadySent, setWasAlreadySent] = useState(false);
  /** A refusal stays on the page until the next try: it says what to fix, and where. */
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendAcknowledgment();
  const preview = useMutation({
    mutationFn: () => downloadAcknowledgmentPreview(gift),
    onMutate: () => setFailure(null),
    onError: (error) => setFailure(`The preview could not be made. ${describeFailure(error)}`),
  });
  const what = giftDescription(gift);
  const isSent = gift.acknowledgmentSent || wasAlreadySent;

  function handleSend(resend: boolean) {
    setFailure(null);
    send.mutate(
      { donationId: gift.id, resend },
      {
        onSuccess: (letter) => {
          setWasAlreadySent(false);
          toast({
            title: letter.outboxMessageId ? 'Acknowledgment sent' : 'Letter ready to print',
            description: letter.outboxMessageId
              ? `The thank-you letter for ${what} is in the outbox.`
              : `This donor has no email address, so nothing was mailed. Download the letter for ${what} under Letters, then print and post it.`,
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
          setFailure(`The letter was not sent. ${describeFailure(error)}`);
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
      <div role="alert" className="empty:hidden">
        {failure ? (
          <div className="rounded-md border-l-4 border-danger bg-danger-soft p-3 text-sm text-danger-ink">
            <p>{failure}</p>
            {/EIN/.test(failure) ? (
              <p className="mt-1">
                <Link className="font-semibold underline" to={FUNDRAISING_SETTINGS_PATH}>
                  Open Settings › Organisation › Fundraising
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {isSent && gift.acknowledgmentDate ? (
        <p className="text-sm text-ink">Sent {formatDate(gift.acknowledgmentDate)}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={preview.isPending} onClick={() => preview.mutate()}>
          {preview.isPending ? 'Preparing...' : 'Preview letter'}
          <span className="sr-only"> for {what}</span>
        </Button>
        <Button variant="secondary" disabled={send.isPending} onClick={() => handleSend(isSent)}>
          {send.isPending ? 'Sending...' : isSent ? 'Send again' : 'Send acknowledgment'}
          <span className="sr-only"> for {what}</span>
        </Button>
      </div>
    </div>
  );
}
