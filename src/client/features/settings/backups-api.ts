import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BackupDownloadLinkDto,
  BackupRunDto,
  BackupStatusDto,
} from '../../../domain/backups/dtos.ts';
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

/** Re-enters the password (or an app code) and gets a one-time link to the checked file. */
export function useBackupDownloadLink() {
  return useMutation({
    mutationFn: async (input: {
      fileName: string;
      proof: string;
    }): Promise<BackupDownloadLinkDto> =>
      (await (
        await apiRequest('POST', `${BACKUPS_URL}/download-links`, input)
      ).json()) as BackupDownloadLinkDto,
  });
}
