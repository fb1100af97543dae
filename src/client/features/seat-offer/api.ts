import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyOfferDto } from '../../../domain/admissions-schemas.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** The offer link's token is the family's only key; it travels in the path. */
export const offerUrl = (token: string) => `/api/waiting-list/offers/${encodeURIComponent(token)}`;

export const useSeatOffer = (token: string) =>
  useQuery<FamilyOfferDto>({ queryKey: [offerUrl(token)] });

/** Accept or decline; the answer is the offer as it now stands, shown at once. */
export function useAnswerOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      answer: { verb: 'accept' } | { verb: 'decline'; reason: string | null },
    ): Promise<FamilyOfferDto> => {
      const body = answer.verb === 'decline' ? { reason: answer.reason } : undefined;
      const res = await apiRequest('POST', `${offerUrl(token)}/${answer.verb}`, body);
      return (await res.json()) as FamilyOfferDto;
    },
    onSuccess: (offer) => queryClient.setQueryData([offerUrl(token)], offer),
  });
}
