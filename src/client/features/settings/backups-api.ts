import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupRunDto, BackupStatusDto } from '../../../domain/backups.ts';
import { apiRequest } from '../../lib/api-request.ts';

const BACKUPS_URL = '/api/settings/backups';

export const backupStatusQuery = () => queryOptions<BackupStatusDto>({ queryKey: [BACKUPS_URL] });

/** "Back up now": the answer comes once the file is written, and the list is read again. */
export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<BackupRunDto> =>
      (await (await apiRequest('POST', BACKUPS_URL)).json()) as BackupRunDto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [BACKUPS_URL] }),
  });
}
