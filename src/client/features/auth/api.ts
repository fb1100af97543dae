import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '../../../domain/auth.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** POST /api/admin/login (admin spec §7). Any non-OK answer rejects with apiRequest's Error. */
export function useLogin() {
  return useMutation({
    mutationFn: async (input: LoginInput): Promise<LoginResponse> => {
      const res = await apiRequest('POST', '/api/admin/login', input);
      return (await res.json()) as LoginResponse;
    },
  });
}
