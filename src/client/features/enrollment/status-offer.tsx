import { useQueryClient } from '@tanstack/react-query';
import type { FamilyOfferDto } from '../../../domain/admissions/dtos.ts';
import type { SeatOfferContent } from '../../../domain/content/modules.ts';
import { statusOfferUrl, useAnswerOffer } from './offer-api.ts';
import { SeatOfferCard } from './seat-offer-card.tsx';
import { useEnrollmentCopy } from './enrollment-copy.tsx';

/** The newest seat offer on the family's status page, answerable there as from the offer mail. */
export function StatusOffer({
  token,
  offer,
  words,
}: {
  token: string;
  offer: FamilyOfferDto;
  words: SeatOfferContent;
}) {
  const copy = useEnrollmentCopy();
  const queryClient = useQueryClient();
  const answer = useAnswerOffer(statusOfferUrl(token), (answered) =>
    queryClient.setQueryData([statusOfferUrl(token)], { offer: answered }),
  );
  return (
    <section className="mt-6 rounded-lg border-4 border-brand bg-brand-soft p-5">
      <SeatOfferCard
        copy={{
          locale: copy.locale,
          offer: words,
          options: copy.options,
          dialogLabels: copy.messages.DIALOG_LABELS,
          toastLabels: copy.messages.TOAST_LABELS,
        }}
        offer={offer}
        answer={answer}
        level={2}
      />
    </section>
  );
}
