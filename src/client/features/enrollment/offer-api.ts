import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyOfferDto } from '../../../domain/admissions/dtos.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** The offer mail's link: its token is the family's only key; it travels in the path. */
export const offerUrl = (token: string) => `/api/waiting-list/offers/${encodeURIComponent(token)}`;

/** The status page's view of the newest offer, through the status link. */
export const statusOfferUrl = (statusToken: string) =>
  `/api/waiting-list/status/${encodeURIComponent(statusToken)}/offer`;

export const useSeatOffer = (token: string) =>
  useQuery<FamilyOfferDto>({ queryKey: [offerUrl(token)] });

export const useStatusOffer = (statusToken: string, enabled: boolean) =>
  useQuery<{ offer: FamilyOfferDto | null }>({
    queryKey: [statusOfferUrl(statusToken)],
    enabled,
  });

export type OfferAnswer = { verb: 'accept' } | { verb: 'decline'; reason: string | null };

/**
 * Accept or decline at `baseUrl` (either URL above); the answer is the offer as it now stands,
 * handed to `onAnswered` to show at once.
 */
export function useAnswerOffer(baseUrl: string, onAnswered: (offer: FamilyOfferDto) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: OfferAnswer): Promise<FamilyOfferDto> => {
      const body = answer.verb === 'decline' ? { reason: answer.reason } : undefined;
      const res = await apiRequest('POST', `${baseUrl}/${answer.verb}`, body);
      return (await res.json()) as FamilyOfferDto;
    },
    onSuccess: (offer) => {
      onAnswered(offer);
      // The status page's own answer (status, place) moves with the offer.
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/waiting-list/status/'),
      });
    },
  });
}
