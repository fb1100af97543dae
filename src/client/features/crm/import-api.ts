import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CsvImportPreviewDto, CsvImportResultDto } from '../../../domain/crm/import-dtos.ts';
import type { DonorImportInput } from '../../../domain/crm/donor-schemas.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { invalidateCrm } from './api.ts';

/** CSV in and out of the CRM. */

const today = () => new Date().toISOString().slice(0, 10);

export const exportDonors = () =>
  downloadFile('/api/crm/export/donors.csv', `donors-${today()}.csv`);

export function exportDonations({ from, to }: { from?: string; to?: string }) {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return downloadFile(
    `/api/crm/export/donations.csv${query ? `?${query}` : ''}`,
    `donations-${today()}.csv`,
  );
}

/** Nothing is written: the server reads the file and says what an import would do. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: async (csv: string): Promise<CsvImportPreviewDto> => {
      const res = await apiRequest('POST', '/api/crm/import/donors/preview', { csv });
      return (await res.json()) as CsvImportPreviewDto;
    },
  });
}

/** All rows in one transaction: a 400 with row errors means nothing was written. */
export function useImportDonors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DonorImportInput): Promise<CsvImportResultDto> => {
      const res = await apiRequest('POST', '/api/crm/import/donors', input);
      return (await res.json()) as CsvImportResultDto;
    },
    onSuccess: () => invalidateCrm(queryClient),
  });
}
