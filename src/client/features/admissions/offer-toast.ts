import { describeFailure } from '../../lib/use-form-errors.ts';
import { toast } from '../../ui/use-toast.ts';
import type { OffersResult } from './api.ts';

/** What happened after offers were made, in plain words: how many, and whether mail went out. */
export function toastOffers(result: OffersResult) {
  const count = result.offers.length;
  const made =
    count === 1 ? '1 family was offered a seat.' : `${count} families were offered a seat.`;
  toast({
    title: count === 0 ? 'No offer made' : 'Offers made',
    description:
      count === 0
        ? 'No family is waiting for this grade or program and term.'
        : result.mailed
          ? `${made} Each family is emailed a link to accept or decline.`
          : `${made} No mail server is set up, so nobody was emailed: each offer's link is in Settings › Outbox.`,
  });
}

/**
 * What a form that makes offers does with the answer: the toast and `onDone` after success; after
 * a failure the fields' messages, or, when none fits a field, a toast with the server's words.
 */
export const offerOutcome = (
  onDone: () => void,
  showServerErrors: (error: unknown) => boolean,
) => ({
  onSuccess: (result: OffersResult) => {
    toastOffers(result);
    onDone();
  },
  onError: (error: unknown) => {
    if (!showServerErrors(error)) {
      toast({
        variant: 'destructive',
        title: 'No offer made',
        description: describeFailure(error),
      });
    }
  },
});
