import { useQueryClient } from '@tanstack/react-query';
import { readErrorStatus } from '../../lib/api-error.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ReadAloud } from '../../ui/read-aloud/read-aloud.tsx';
import { offerUrl, useAnswerOffer, useSeatOffer } from './offer-api.ts';
import type { SeatOfferCopy } from './seat-offer-copy.ts';
import { SeatOfferCard } from './seat-offer-card.tsx';

const FRAME = 'mx-auto grid max-w-2xl gap-5 px-4 py-12 md:py-16';

/**
 * The page behind the offer mail's link (ADR 021), in the family's language: the offer
 * with Accept and Decline, or, for a link that does not work, what to do.
 */
export function SeatOfferView({ token, copy }: { token: string; copy: SeatOfferCopy }) {
  const queryClient = useQueryClient();
  const query = useSeatOffer(token);
  const answer = useAnswerOffer(offerUrl(token), (offer) =>
    queryClient.setQueryData([offerUrl(token)], offer),
  );
  const { offer: words } = copy;

  if (query.isPending) {
    return (
      <div className={FRAME}>
        <h1 className="sr-only">{words.OFFER_PAGE_TITLE}</h1>
        <Spinner label={words.OFFER_LOADING} showLabel />
      </div>
    );
  }
  if (query.isError) {
    const isUnknown = [400, 404].includes(readErrorStatus(query.error) ?? 0);
    return (
      <div className={FRAME}>
        <h1 className="text-3xl leading-tight font-bold text-ink">
          {isUnknown ? words.UNKNOWN_OFFER_TITLE : words.OFFER_PAGE_TITLE}
        </h1>
        <p role="alert" className="text-lg text-ink">
          {isUnknown ? words.UNKNOWN_OFFER_TEXT : words.OFFER_LOAD_FAILED}
        </p>
        {isUnknown ? (
          <p className="text-ink-muted">{words.questionsTo(getSiteConfig().supportEmail)}</p>
        ) : (
          <Button variant="secondary" className="w-fit" onClick={() => void query.refetch()}>
            {words.OFFER_RETRY}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div id="seat-offer-text" className={FRAME}>
      <ReadAloud target="seat-offer-text" language={copy.locale} />
      <SeatOfferCard copy={copy} offer={query.data} answer={answer} level={1} />
    </div>
  );
}
