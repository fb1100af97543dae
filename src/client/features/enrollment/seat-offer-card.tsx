import { useEffect, useRef } from 'react';
import type { FamilyOfferDto } from '../../../domain/admissions/dtos.ts';
import { formatOfferDeadline } from '../../../domain/admissions/offer-deadline-format.ts';
import { termName } from '../../../domain/start-terms/labels.ts';
import { formatContactDay } from '../../../domain/waiting-list/invitation.ts';
import { readServerMessage } from '../../lib/api-error.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import type { useAnswerOffer } from './offer-api.ts';
import { AcceptOfferDialog } from './accept-offer-dialog.tsx';
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
        {offer.status === 'accepted' && offer.callBy ? (
          <p className="text-lg text-ink">
            {words.acceptedNextSteps(formatContactDay(offer.callBy, INTL_LOCALES[copy.locale]))}
          </p>
        ) : null}
        <p className="text-ink-muted">{words.questionsTo(supportEmail)}</p>
      </div>
    );
  }

  const lead = words.offerLead(
    offer.student,
    words.CAMPUS_NAMES[offer.campus],
    placeOf(copy, offer),
    termName(offer.startTerm, copy.locale),
  );
  return (
    <div className="grid gap-4">
      <Heading ref={headingRef} tabIndex={-1} className={headingClass}>
        {words.OFFER_PAGE_TITLE}
      </Heading>
      <p className="text-lg text-ink">{lead}</p>
      <p className="text-lg font-semibold text-ink">
        {words.answerBy(formatOfferDeadline(offer.deadline, copy.locale, getSiteConfig().timeZone))}
      </p>
      <p className="text-ink">{words.IF_NO_ANSWER}</p>
      <div className="flex flex-wrap gap-3">
        <AcceptOfferDialog
          copy={copy}
          isPending={answer.isPending}
          error={answer.variables?.verb === 'accept' ? failure : null}
          onAccept={() => answer.mutate({ verb: 'accept' })}
        />
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
