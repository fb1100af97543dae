import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignerReminderDto } from '../../../domain/esign/dtos.ts';
import type { TodayItemDto } from '../../../domain/today/today-items.ts';
import { apiRequest } from '../../lib/api-request.ts';

/**
 * The partnerships lists that Today also reads (ADR 053): each module answers its own, so the
 * counts here and on Today cannot differ. Keys start with the URL (admin spec §7).
 */
export const STALLED_SIGNATURES_URL = '/api/docusign/stalled';
export const COMMENTS_AWAITING_REPLY_URL = '/api/comments/awaiting-reply';
const TODAY_URL = '/api/today';

export const signerReminderUrl = (recipientId: string) =>
  `/api/docusign/reminders/${encodeURIComponent(recipientId)}`;

/*
 * Read again whenever the page opens: a reply sent from a document's comments tab or a reminder
 * sent from Today changes these lists without invalidating them, and cached data never goes
 * stale on its own (lib/query-client.ts).
 */
export const stalledSignaturesQuery = () =>
  queryOptions<TodayItemDto[]>({ queryKey: [STALLED_SIGNATURES_URL], refetchOnMount: 'always' });

export const commentsAwaitingReplyQuery = () =>
  queryOptions<TodayItemDto[]>({
    queryKey: [COMMENTS_AWAITING_REPLY_URL],
    refetchOnMount: 'always',
  });

/**
 * Sends the signer (a recipient id) the signing reminder now. The signer leaves the stalled list
 * once reminded, so it and Today are read again.
 */
export function useSendSignerReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recipientId: string): Promise<SignerReminderDto> => {
      const res = await apiRequest('POST', signerReminderUrl(recipientId));
      return (await res.json()) as SignerReminderDto;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [STALLED_SIGNATURES_URL] }),
        queryClient.invalidateQueries({ queryKey: [TODAY_URL] }),
      ]),
  });
}
