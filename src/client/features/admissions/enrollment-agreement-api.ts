import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { EnrollmentAgreementDto, EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import type {
  CancelEnrollmentAgreementInput,
  SendEnrollmentAgreementInput,
} from '../../../domain/esign/enrollment-agreement.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { downloadFile } from '../../lib/download-file.ts';

/** A family's enrollment agreement (ADR 048), on the staff entry page. */
export const enrollmentAgreementUrl = (entryId: string) =>
  `/api/admissions/entries/${encodeURIComponent(entryId)}/enrollment-agreement`;

export const signedAgreementPdfUrl = (entryId: string) =>
  `${enrollmentAgreementUrl(entryId)}/signed.pdf`;

/** Guardians sign away from this page, so it is read again each time the page opens. */
export const enrollmentAgreementQuery = (entryId: string) =>
  queryOptions<EnrollmentAgreementDto>({
    queryKey: [enrollmentAgreementUrl(entryId)],
    staleTime: 0,
  });

/** Sending or cancelling moves the family's task list and history too: all of them refresh. */
const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      ['/api/admissions', '/api/waiting-list', '/api/audit'].some((prefix) =>
        (queryKey[0] as string).startsWith(prefix),
      ),
  });

export function useSendEnrollmentAgreement(entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendEnrollmentAgreementInput) =>
      (await (
        await apiRequest('POST', enrollmentAgreementUrl(entryId), input)
      ).json()) as EnvelopeStatusDto,
    onSuccess: () => void refresh(queryClient),
  });
}

export function useCancelEnrollmentAgreement(entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CancelEnrollmentAgreementInput) =>
      (await (
        await apiRequest('POST', `${enrollmentAgreementUrl(entryId)}/void`, input)
      ).json()) as EnvelopeStatusDto,
    onSuccess: () => void refresh(queryClient),
  });
}

/** Through apiRequest, for the Bearer header a plain link would not send. */
export const downloadSignedAgreement = (entryId: string) =>
  downloadFile(signedAgreementPdfUrl(entryId), 'enrollment-agreement.pdf');
