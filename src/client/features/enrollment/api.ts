import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ParsedWaitingListInput,
  StatusLinkRequestInput,
} from '../../../domain/waiting-list/schemas.ts';
import type {
  StatusLinkRequestDto,
  WaitingListStatusDto,
  WaitingListSubmissionDto,
} from '../../../domain/waiting-list/dtos.ts';
import { apiRequest } from '../../lib/api-request.ts';

export const WAITING_LIST_URL = '/api/waiting-list';

export const statusUrl = (token: string) =>
  `${WAITING_LIST_URL}/status/${encodeURIComponent(token)}`;

/** After an accepted seat, the family's task list; papers sent or removed change it. */
export const taskListUrl = (token: string) => `${statusUrl(token)}/tasks`;

/**
 * Public spec §7: after a submission the cached list under /api/waiting-list is refreshed. A
 * visitor has no such cache (the list is admin-only), but a signed-in admin in the same browser
 * sees the new entry without a reload.
 */
export function useSubmitEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ParsedWaitingListInput): Promise<WaitingListSubmissionDto> => {
      const res = await apiRequest('POST', WAITING_LIST_URL, input);
      return (await res.json()) as WaitingListSubmissionDto;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          typeof queryKey[0] === 'string' && queryKey[0].startsWith(WAITING_LIST_URL),
      }),
  });
}

/** The token from the confirmation mail is the only key; it travels in the path. */
export const useEnrollmentStatus = (token: string) =>
  useQuery<WaitingListStatusDto>({ queryKey: [statusUrl(token)] });

export function useWithdrawEnrollment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<WaitingListStatusDto> => {
      const res = await apiRequest('POST', `${statusUrl(token)}/withdraw`);
      return (await res.json()) as WaitingListStatusDto;
    },
    // The answer is the new status: show it without asking again.
    onSuccess: (status) => queryClient.setQueryData([statusUrl(token)], status),
  });
}

/**
 * "Email me my link": the answer is the same sentence whether or not the address is known, so
 * there is nothing to cache or refresh.
 */
export const useRequestStatusLink = () =>
  useMutation({
    mutationFn: async (input: StatusLinkRequestInput): Promise<StatusLinkRequestDto> => {
      const res = await apiRequest('POST', `${WAITING_LIST_URL}/link-requests`, input);
      return (await res.json()) as StatusLinkRequestDto;
    },
  });
