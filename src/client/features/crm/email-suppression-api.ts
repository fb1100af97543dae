import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailSuppressionDto } from '../../../domain/crm/email-suppression.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { invalidateCrm } from './api.ts';

export const EMAIL_SUPPRESSIONS_URL = '/api/email-suppressions';

/** Donors who get no campaign mail, newest first. */
export const emailSuppressionsQuery = () =>
  queryOptions<EmailSuppressionDto[]>({ queryKey: [EMAIL_SUPPRESSIONS_URL] });

const today = () => new Date().toISOString().slice(0, 10);

export const exportEmailSuppressions = () =>
  downloadFile('/api/crm/export/email-suppressions.csv', `email-suppressions-${today()}.csv`);

/** Staff record a donor's request to get no more campaign mail; there is no undo for staff. */
export function useMarkUnsubscribed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { donorId: string; source: 'staff' | 'reply' }) =>
      (await (
        await apiRequest('POST', `/api/donors/${input.donorId}/email-suppression`, {
          source: input.source,
        })
      ).json()) as EmailSuppressionDto,
    // The donor's interactions gain the entry, and the campaigns' recipient counts change.
    onSuccess: () => invalidateCrm(queryClient),
  });
}
