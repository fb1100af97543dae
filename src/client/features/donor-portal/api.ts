import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { DonorPortalDto, PauseMonths } from '../../../domain/giving/donor-portal.ts';
import { apiRequest } from '../../lib/api-request.ts';

const MANAGE_URL = '/api/giving/manage';
export const portalUrl = (token: string) => `${MANAGE_URL}/${encodeURIComponent(token)}`;
export const statementUrl = (token: string, year: number) =>
  `${portalUrl(token)}/statements/${year}`;

/** What a donor can ask of one monthly gift. */
export type MonthlyAction =
  | { kind: 'amount'; amountCents: number }
  | { kind: 'pause'; months: PauseMonths }
  | { kind: 'resume' }
  | { kind: 'cancel' };

/** The page's data; a 404 (unknown or expired link) is final, so it is not asked again. */
export const usePortal = (token: string) =>
  useQuery<DonorPortalDto>({
    queryKey: [portalUrl(token)],
    queryFn: async () =>
      (await (await apiRequest('GET', portalUrl(token))).json()) as DonorPortalDto,
    retry: false,
  });

/** One change; the answer is the page as it now stands, which replaces the cached page. */
export function useChangeMonthlyGift(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ giftId, action }: { giftId: string; action: MonthlyAction }) => {
      const { kind, ...body } = action;
      const url = `${portalUrl(token)}/monthly-gifts/${giftId}/${kind}`;
      const hasBody = kind === 'amount' || kind === 'pause';
      const res = await apiRequest('POST', url, hasBody ? body : undefined);
      return (await res.json()) as DonorPortalDto;
    },
    onSuccess: (page) => queryClient.setQueryData([portalUrl(token)], page),
  });
}

/** "Update my card": the Stripe page's address, where the browser goes next. */
export const useOpenCardPage = (token: string) =>
  useMutation({
    mutationFn: async (giftId: string) => {
      const res = await apiRequest('POST', `${portalUrl(token)}/monthly-gifts/${giftId}/card`);
      return ((await res.json()) as { url: string }).url;
    },
  });

export const useRequestManageLink = () =>
  useMutation({
    mutationFn: async (input: { email: string; language: Locale } & Record<string, unknown>) => {
      const res = await apiRequest('POST', `${MANAGE_URL}/link-requests`, input);
      return ((await res.json()) as { message: string }).message;
    },
  });
