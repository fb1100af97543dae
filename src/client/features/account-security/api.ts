import { startRegistration } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSecurityDto,
  PasskeyDto,
  SessionDto,
} from '../../../domain/auth/account-security-dtos.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { useSession } from '../../lib/session.tsx';

export const accountSecurityQuery = () =>
  queryOptions<AccountSecurityDto>({ queryKey: ['/api/account/security'] });
export const ownSessionsQuery = () =>
  queryOptions<SessionDto[]>({ queryKey: ['/api/account/sessions'] });

const json = async <T>(response: Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

/** Every change here may open a narrowed session fully, so the session is told too. */
function useSecurityChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const { markTwoFactorSetUp } = useSession();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      const security = await queryClient.fetchQuery({ ...accountSecurityQuery(), staleTime: 0 });
      if (security.totpEnabled || security.passkeys.length > 0) markTwoFactorSetUp();
    },
  });
}

export type TotpSetup = { setupId: string; secret: string; uri: string; qrSvg: string };

export const useStartTotpSetup = () =>
  useMutation({ mutationFn: () => json<TotpSetup>(apiRequest('POST', '/api/account/totp/setup')) });

export const useEnableTotp = () =>
  useSecurityChange((input: { setupId: string; code: string }) =>
    json<{ recoveryCodes: string[] }>(apiRequest('POST', '/api/account/totp/enable', input)),
  );

export const useDisableTotp = () =>
  useSecurityChange(async (input: { code: string }) => {
    await apiRequest('POST', '/api/account/totp/disable', input);
  });

export const useRenewRecoveryCodes = () =>
  useSecurityChange((input: { code: string }) =>
    json<{ recoveryCodes: string[] }>(apiRequest('POST', '/api/account/recovery-codes', input)),
  );

/** The browser makes the passkey between the two requests. */
export const useAddPasskey = () =>
  useSecurityChange(async (input: { name: string }) => {
    const { setupId, options } = await json<{
      setupId: string;
      options: Parameters<typeof startRegistration>[0]['optionsJSON'];
    }>(apiRequest('POST', '/api/account/passkeys/options'));
    const response = await startRegistration({ optionsJSON: options });
    return json<PasskeyDto>(
      apiRequest('POST', '/api/account/passkeys', { setupId, name: input.name, response }),
    );
  });

export const useRemovePasskey = () =>
  useSecurityChange(async (id: string) => {
    await apiRequest('DELETE', `/api/account/passkeys/${id}`);
  });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/account/sessions/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownSessionsQuery().queryKey }),
  });
}

export function useRequireTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireTwoFactor: boolean) =>
      json<{ requireTwoFactor: boolean }>(
        apiRequest('PATCH', '/api/settings/security', { requireTwoFactor }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSecurityQuery().queryKey }),
  });
}
