import { useMutation } from '@tanstack/react-query';
import type { PublicPdfVerificationDto } from '../../../domain/esign/dtos.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** Sends the PDF to POST /api/verify-signed-agreement; nothing is kept on the server. */
export function useVerifyAgreement() {
  return useMutation({
    mutationFn: async (file: File): Promise<PublicPdfVerificationDto> => {
      const body = new FormData();
      body.set('file', file);
      const res = await apiRequest('POST', '/api/verify-signed-agreement', body);
      return (await res.json()) as PublicPdfVerificationDto;
    },
  });
}
