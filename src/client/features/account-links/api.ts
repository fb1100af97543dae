import { queryOptions, useMutation } from '@tanstack/react-query';
import type { AccountLinkPurpose } from '../../../domain/auth/account-security.ts';
import { apiRequest } from '../../lib/api-request.ts';

export type AccountLinkDto = { purpose: AccountLinkPurpose; name: string; username: string };

/** Whose link this is: POST, so the key never sits in an address the server logs. */
export const accountLinkQuery = (token: string) =>
  queryOptions<AccountLinkDto>({
    queryKey: ['account-link', token],
    queryFn: async () => {
      const res = await apiRequest('POST', '/api/account/link', { token });
      return (await res.json()) as AccountLinkDto;
    },
    retry: false,
    staleTime: Infinity,
  });

export function useSetPassword() {
  return useMutation({
    mutationFn: async (input: { token: string; password: string }) => {
      const res = await apiRequest('POST', '/api/account/set-password', input);
      return (await res.json()) as { username: string };
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (input: { email: string }) => {
      const res = await apiRequest('POST', '/api/account/forgot-password', input);
      return (await res.json()) as { message: string };
    },
  });
}
