import { QueryClientProvider } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import {
  CHECKOUT_POLLING,
  isRefusal,
  isUnknownSession,
  useCheckoutStatus,
  type CheckoutPolling,
} from './api.ts';
import { GivingCopyProvider, useGivingCopy, type GivingCopy } from './giving-copy.tsx';
import { formatMoney } from './money.ts';

type Shown = { sentences: string[]; offersGiveLink: boolean };

/**
 * What the page says about one payment, from the server's latest answer: only what is true now.
 * "open" is said while the page still asks; after that, that the receipt follows by email.
 */
function useShownStatus(sessionId: string | null, polling: CheckoutPolling): Shown {
  const { giving } = useGivingCopy();
  const { THANKS_PAGE, completedMessage } = giving;
  const checkout = useCheckoutStatus(sessionId, polling);
  const say = (offersGiveLink: boolean, ...sentences: string[]) => ({ sentences, offersGiveLink });

  if (sessionId === null) return say(true, THANKS_PAGE.noSession);
  const { data, error, hasTimedOut } = checkout;
  if (data) {
    switch (data.status) {
      case 'completed':
        return say(
          false,
          completedMessage(formatMoney(data.amountCents), data.frequency),
          THANKS_PAGE.receiptNote,
        );
      case 'failed':
        return say(true, THANKS_PAGE.failed);
      case 'expired':
        return say(true, THANKS_PAGE.expired);
      case 'open':
        return say(false, hasTimedOut ? THANKS_PAGE.stillOpen : THANKS_PAGE.open);
    }
  }
  if (error && isUnknownSession(error)) return say(true, THANKS_PAGE.unknownSession);
  // No answer yet, or only failures to reach the server: the page keeps asking until the wait
  // is over, or until the server says to stop (429).
  if (error && (hasTimedOut || isRefusal(error))) return say(false, THANKS_PAGE.checkFailed);
  return say(false, THANKS_PAGE.checking);
}

function GiftStatus({ polling }: { polling: CheckoutPolling }) {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id') || null;
  const { THANKS_PAGE } = useGivingCopy().giving;
  const shown = useShownStatus(sessionId, polling);
  return (
    <>
      {/* One live region that stays in place: each new answer is read out as it comes. */}
      <div aria-live="polite" className="mt-6 grid gap-3 text-lg text-ink">
        {shown.sentences.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
      {shown.offersGiveLink ? (
        <Link
          to={THANKS_PAGE.giveLink.to}
          className="mt-6 inline-flex min-h-10 items-center font-semibold text-brand-ink underline underline-offset-4 hover:no-underline"
        >
          {THANKS_PAGE.giveLink.label}
        </Link>
      ) : null}
    </>
  );
}

/**
 * Where Stripe sends the donor after paying (`/give/thanks?session_id=…`): it asks our server,
 * which hears from Stripe by webhook, and says the true state of the payment. Not prerendered:
 * everything on it depends on the address.
 */
export function GiveThanksPage({
  copy,
  polling = CHECKOUT_POLLING,
}: {
  copy: GivingCopy;
  /** How often and how long to ask; tests shorten it. */
  polling?: CheckoutPolling;
}) {
  return (
    <GivingCopyProvider value={copy}>
      <QueryClientProvider client={queryClient}>
        <div className="mx-auto max-w-2xl px-4 py-12 md:py-16">
          <h1 className="text-3xl leading-tight font-bold text-ink md:text-4xl">
            {copy.giving.THANKS_PAGE.title}
          </h1>
          <GiftStatus polling={polling} />
        </div>
      </QueryClientProvider>
    </GivingCopyProvider>
  );
}
