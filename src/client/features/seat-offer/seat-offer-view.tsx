import type { FamilyOfferDto } from '../../../domain/admissions-schemas.ts';
import { formatContactDay } from '../../../domain/waiting-list-invitation.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAnswerOffer, useSeatOffer } from './api.ts';
import { DeclineOfferDialog } from './decline-offer-dialog.tsx';
import type { SeatOfferCopy } from './seat-offer-copy.ts';

const FRAME = 'mx-auto grid max-w-2xl gap-5 px-4 py-12 md:py-16';
const INTL_LOCALES = { en: 'en-US', es: 'es-US' } as const;

function placeOf(copy: SeatOfferCopy, offer: FamilyOfferDto) {
  const labels: Record<string, string> =
    offer.campus === 'k12' ? copy.options.GRADE_LEVEL_LABELS : copy.options.PROGRAM_INTEREST_LABELS;
  return labels[offer.gradeOrProgram] ?? offer.gradeOrProgram;
}

/**
 * The family's seat offer (issue "Step 16"): the seat and the last day to answer, Accept and
 * Decline while it is open, and afterwards what happened, in the words of the family's language.
 */
export function SeatOfferView({ token, copy }: { token: string; copy: SeatOfferCopy }) {
  const query = useSeatOffer(token);
  const answer = useAnswerOffer(token);
  const { offer: words } = copy;
  const supportEmail = getSiteConfig().supportEmail;

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
          <p className="text-ink-muted">{words.questionsTo(supportEmail)}</p>
        ) : (
          <Button variant="secondary" className="w-fit" onClick={() => void query.refetch()}>
            {words.OFFER_RETRY}
          </Button>
        )}
      </div>
    );
  }

  const offer = query.data;
  const lead = words.offerLead(
    offer.student,
    words.CAMPUS_NAMES[offer.campus],
    placeOf(copy, offer),
    words.TERM_NAMES[offer.startTerm],
  );
  const failure = answer.error
    ? (readServerMessage(answer.error) ?? words.OFFER_LOAD_FAILED)
    : null;

  if (offer.status !== 'open' || !offer.canAnswer) {
    const outcome = words.OFFER_OUTCOMES[offer.status === 'open' ? 'lapsed' : offer.status];
    return (
      <div className={FRAME}>
        <h1 className="text-3xl leading-tight font-bold text-ink md:text-4xl">{outcome.title}</h1>
        <p className="text-lg text-ink">{outcome.text}</p>
        <p className="text-ink-muted">{words.questionsTo(supportEmail)}</p>
      </div>
    );
  }

  return (
    <div className={FRAME}>
      <h1 className="text-3xl leading-tight font-bold text-ink md:text-4xl">
        {words.OFFER_PAGE_TITLE}
      </h1>
      <p className="text-lg text-ink">{lead}</p>
      <p className="text-lg font-semibold text-ink">
        {words.answerBy(formatContactDay(offer.lastAnswerDay, INTL_LOCALES[copy.locale]))}
      </p>
      <p className="text-ink">{words.IF_NO_ANSWER}</p>
      <div role="alert" className="empty:hidden">
        {failure && answer.variables?.verb === 'accept' ? (
          <p className="rounded-md border-2 border-danger bg-danger-soft p-3 text-danger-ink">
            {failure}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button disabled={answer.isPending} onClick={() => answer.mutate({ verb: 'accept' })}>
          {answer.isPending && answer.variables.verb === 'accept'
            ? words.ACCEPT.pending
            : words.ACCEPT.button}
        </Button>
        <DeclineOfferDialog
          copy={copy}
          isPending={answer.isPending}
          error={answer.variables?.verb === 'decline' ? failure : null}
          onDecline={(reason) => answer.mutate({ verb: 'decline', reason })}
        />
      </div>
      <p className="text-ink-muted">{words.questionsTo(supportEmail)}</p>
    </div>
  );
}
