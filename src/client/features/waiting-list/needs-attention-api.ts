import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferDto } from '../../../domain/admissions/dtos.ts';
import type { TodayItemDto } from '../../../domain/today/today-items.ts';
import { apiRequest } from '../../lib/api-request.ts';

/**
 * Admissions' own lists of what needs staff (ADR 053): the same items the Today page shows, read
 * from the routes that own them. Keys start with the URL, so the default queryFn reads them.
 */
export const OFFERS_WAITING_URL = '/api/admissions/offers/waiting-for-answer';
export const PAPERS_TO_REVIEW_URL = '/api/family-papers/to-review';

export const offerReminderUrl = (offerId: string) =>
  `/api/admissions/offers/${encodeURIComponent(offerId)}/reminder`;

export const useOffersWaitingForAnswer = () =>
  useQuery<TodayItemDto[]>({ queryKey: [OFFERS_WAITING_URL] });

export const usePapersToReview = () =>
  useQuery<TodayItemDto[]>({ queryKey: [PAPERS_TO_REVIEW_URL] });

/** The Today page's key (ADR 053): it lists the same offers, so it is read again too. */
const TODAY_URL = '/api/today';

/** The offer stays open after a reminder; its line now says when it was reminded. */
export function useSendOfferReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (offerId: string): Promise<OfferDto> => {
      const res = await apiRequest('POST', offerReminderUrl(offerId));
      return (await res.json()) as OfferDto;
    },
    onSuccess: () =>
      Promise.all(
        [OFFERS_WAITING_URL, PAPERS_TO_REVIEW_URL, TODAY_URL].map((url) =>
          queryClient.invalidateQueries({ queryKey: [url] }),
        ),
      ),
  });
}
