import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FundraisingSettingsInput } from '../../../domain/settings/settings.ts';
import type { SettingsDto } from '../../../domain/settings/dtos.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { invalidateCrm } from './api.ts';

const SETTINGS_URL = '/api/settings';

/** The same key as the Settings page's own query, so both show one saved state. */
export const fundraisingSettingsQuery = () =>
  queryOptions<SettingsDto>({ queryKey: [SETTINGS_URL] });

/** A new lapse period re-derives donor statuses on the server: the CRM lists reload too. */
export function useUpdateFundraisingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FundraisingSettingsInput): Promise<SettingsDto> => {
      const res = await apiRequest('PATCH', `${SETTINGS_URL}/fundraising`, input);
      return (await res.json()) as SettingsDto;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData([SETTINGS_URL], saved);
      void invalidateCrm(queryClient);
    },
  });
}
