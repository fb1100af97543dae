import { startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '../../../domain/auth/auth.ts';
import type { LoginResponse, SignedInResponse } from '../../../domain/auth/dtos.ts';
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

/** After the password: a code from the authenticator app, or a recovery code. */
export function useSecondStep() {
  return useMutation({
    mutationFn: async (input: { challengeToken: string; code: string }) => {
      const res = await apiRequest('POST', '/api/admin/login/second-step', input);
      return (await res.json()) as SignedInResponse;
    },
  });
}

/**
 * Sign-in with a passkey: the server's challenge, the browser's own passkey dialog, the signed
 * answer back. (Imported statically: a dynamic import here moved Vite's preload helper out of
 * the public pages' shell into a chunk of its own, over the home page's script budget.)
 */
export function usePasskeySignIn() {
  return useMutation({
    mutationFn: async (): Promise<SignedInResponse> => {
      const started = await apiRequest('POST', '/api/admin/passkey/options');
      const { challengeId, options } = (await started.json()) as {
        challengeId: string;
        options: Parameters<typeof startAuthentication>[0]['optionsJSON'];
      };
      const response = await startAuthentication({ optionsJSON: options });
      const res = await apiRequest('POST', '/api/admin/passkey/sign-in', { challengeId, response });
      return (await res.json()) as SignedInResponse;
    },
  });
}
