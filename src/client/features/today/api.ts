import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TodayDto } from '../../../domain/today/today-items.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { actionRequestOf, failureWords, type TodayActionTarget } from './today-actions.ts';

/** "Today" (ADR 053): what needs the signed-in person now, by their roles. Keys start with the URL. */
const TODAY_URL = '/api/today';

export const todayQuery = () => queryOptions<TodayDto>({ queryKey: [TODAY_URL] });

/** Every change here takes an item off the list (or keeps the digest choice): read it again. */
function useReloadToday() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [TODAY_URL] });
}

/** "Done": the item leaves this person's list; the record itself is not changed. */
export function useMarkDone() {
  const reload = useReloadToday();
  return useMutation({
    mutationFn: async (key: string): Promise<void> => {
      await apiRequest('POST', `${TODAY_URL}/done`, { key });
    },
    onSuccess: reload,
  });
}

/**
 * The item's inline action (send the reminder, the thank-you letter, the reply ...). An offer
 * reminder leaves the offer open, so the item is marked done too, or it would stay on the list.
 */
export function useTodayAction() {
  const reload = useReloadToday();
  return useMutation({
    /** Resolves with a note when the action was done but the item stays on the list. */
    mutationFn: async (target: TodayActionTarget): Promise<string | null> => {
      const { url, body } = actionRequestOf(target);
      await apiRequest('POST', url, body);
      if (target.item.kind !== 'offer-expiring') return null;
      try {
        await apiRequest('POST', `${TODAY_URL}/done`, { key: target.item.key });
        return null;
      } catch (error) {
        return `It stays on your list: ${failureWords('done', error)}`;
      }
    },
    onSuccess: reload,
  });
}

/** The 7:00 AM mail of this list (weekdays); answered with the choice as stored. */
export function useSetMorningDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (morningDigest: boolean): Promise<{ morningDigest: boolean }> => {
      const res = await apiRequest('PUT', `${TODAY_URL}/digest`, { morningDigest });
      return (await res.json()) as { morningDigest: boolean };
    },
    onSuccess: (stored) =>
      queryClient.setQueryData<TodayDto>([TODAY_URL], (today) =>
        today ? { ...today, morningDigest: stored.morningDigest } : today,
      ),
  });
}
