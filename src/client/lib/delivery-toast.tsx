import type { LinkDelivery } from '../../domain/mail/link-delivery-dto.ts';
import { CopyLinkToastAction } from '../ui/copy-link-toast-action.tsx';
import { toast } from '../ui/use-toast.ts';

/** What the admin is told when no mail server is set up. */
export const NO_MAIL_SERVER_TEXT = 'No mail server is set up: copy the link and send it yourself';

export interface DeliveryToastOptions {
  title: string;
  delivery: LinkDelivery;
  /** What was done; "Sent to <address>" when absent. */
  sentText?: (to: string) => string;
  /** The title when nothing was mailed; `title` when absent. */
  notMailedTitle?: string;
  /** Said before the no-mail-server words, e.g. "Marked as sent." */
  notMailedLead?: string;
}

/**
 * The toast after a change that mails someone a link, saying what really happened. `queued`
 * means a mail server is set up and the message is in the outbox, which the delivery worker
 * empties within moments; that is what "Sent to" means here (a failure shows in Settings ›
 * Outbox). Without a mail server nothing leaves: the toast shows the link with a Copy button and
 * stays until it is closed, so the admin can pass the link on.
 */
export function toastDelivery(options: DeliveryToastOptions) {
  const { delivery } = options;
  if (delivery.status === 'queued') {
    const sentText = options.sentText ?? ((to: string) => `Sent to ${to}`);
    return toast({ title: options.title, description: sentText(delivery.to) });
  }
  const lead = options.notMailedLead ? `${options.notMailedLead} ` : '';
  return toast({
    title: options.notMailedTitle ?? options.title,
    description: (
      <>
        <span className="block">{`${lead}${NO_MAIL_SERVER_TEXT}`}</span>
        <span className="mt-1 block font-mono text-xs wrap-anywhere">{delivery.link}</span>
      </>
    ),
    action: <CopyLinkToastAction link={delivery.link} />,
    duration: Infinity,
  });
}
