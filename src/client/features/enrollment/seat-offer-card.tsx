import { useEffect, useRef } from 'react';
import type { FamilyOfferDto } from '../../../domain/admissions-schemas.ts';
import { formatContactDay } from '../../../domain/waiting-list-invitation.ts';
import { readServerMessage } from '../../lib/api-error.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { Button } from '../../ui/button.tsx';
import type { useAnswerOffer } from './offer-api.ts';
import { DeclineOfferDialog } from './decline-offer-dialog.tsx';
import type { SeatOfferCopy } from './seat-offer-copy.ts';

const INTL_LOCALES = { en: 'en-US', es: 'es-US' } as const;

function placeOf(copy: SeatOfferCopy, offer: FamilyOfferDto) {
  const labels: Record<string, string> =
    offer.campus === 'k12' ? copy.options.GRADE_LEVEL_LABELS : copy.options.PROGRAM_INTEREST_LABELS;
  return labels[offer.gradeOrProgram] ?? offer.gradeOrProgram;
}

/**
 * One seat offer: the seat, the last day to answer, Accept and Decline while it is open; after
 * an answer or the deadline, what happened. The heading takes the focus after an answer, so the
 * result is read out; `level` fits it to the page (h1 on its own page, h2 on the status page).
 */
export function SeatOfferCard({
  copy,
  offer,
  answer,
  level,
}: {
  copy: SeatOfferCopy;
  offer: FamilyOfferDto;
  answer: ReturnType<typeof useAnswerOffer>;
  level: 1 | 2;
}) {
  const { offer: words } = copy;
  const Heading = level === 1 ? 'h1' : 'h2';
  const headingClass =
    level === 1
      ? 'text-3xl leading-tight font-bold text-ink md:text-4xl'
      : 'text-2xl leading-tight font-bold text-ink';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answered = answer.isSuccess;
  useEffect(() => {
    if (answered) headingRef.current?.focus();
  }, [answered]);
  const supportEmail = getSiteConfig().supportEmail;
  const failure = answer.error
    ? (readServerMessage(answer.error) ?? words.OFFER_LOAD_FAILED)
    : null;

  if (offer.status !== 'open' || !offer.canAnswer) {
    const outcome = words.OFFER_OUTCOMES[offer.status === 'open' ? 'lapsed' : offer.status];
    return (
      <div className="grid gap-4">
        <Heading ref={headingRef} tabIndex={-1} className={headingClass}>
          {outcome.title}
        </Heading>
        <p className="text-lg text-ink">{outcome.text}</p>
        <p className="text-ink-muted">{words.questionsTo(supportEmail)}</p>
      </div>
    );
  }

  const lead = words.offerLead(
    offer.student,
    words.CAMPUS_NAMES[offer.campus],
    placeOf(copy, offer),
    words.TERM_NAMES[offer.startTerm],
  );
  const pendingVerb = answer.isPending ? answer.variables.verb : null;
  return (
    <div className="grid gap-4">
      <Heading ref={headingRef} tabIndex={-1} className={headingClass}>
        {words.OFFER_PAGE_TITLE}
      </Heading>
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
          {pendingVerb === 'accept' ? words.ACCEPT.pending : words.ACCEPT.button}
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
