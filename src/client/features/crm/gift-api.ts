import type { MarkGiftReceivedInput } from '../../../domain/crm/gift-received.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDonationInput, UpdateDonationInput } from '../../../domain/crm/gift-schemas.ts';
import type { CreateInteractionInput } from '../../../domain/crm/donor-schemas.ts';
import type { DonationDto } from '../../../domain/crm/gift-dtos.ts';
import type { InteractionDto, StewardshipLetterDto } from '../../../domain/crm/donor-dtos.ts';
import type { StatementInput } from '../../../domain/crm/outreach-schemas.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { donorUrl, invalidateCrm } from './api.ts';

/** Gifts, contacts and stewardship letters of one donor's profile. */

const donationUrl = (id: string) => `/api/donations/${encodeURIComponent(id)}`;

export function useCreateDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateDonationInput): Promise<DonationDto> => {
      const res = await apiRequest('POST', '/api/donations', input);
      return (await res.json()) as DonationDto;
    },
    onSuccess: () => invalidateCrm(queryClient),
  });
}

/** Mark completed: the day the money arrived, how it was paid and a check's number. */
export function useMarkGiftReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      input,
    }: {
      id: string;
      input: MarkGiftReceivedInput;
    }): Promise<DonationDto> => {
      const res = await apiRequest('POST', `${donationUrl(id)}/received`, input);
      return (await res.json()) as DonationDto;
    },
    onSuccess: () => invalidateCrm(queryClient),
  });
}

/** The thank-you letter as Send would make it now (nothing is mailed or recorded). */
export const downloadAcknowledgmentPreview = (gift: Pick<DonationDto, 'id' | 'giftDate'>) =>
  downloadFile(
    `${donationUrl(gift.id)}/acknowledgment.pdf`,
    `thank-you-letter-preview-${gift.giftDate}.pdf`,
  );

export function useUpdateDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      changes,
    }: {
      id: string;
      changes: UpdateDonationInput;
    }): Promise<DonationDto> => {
      const res = await apiRequest('PATCH', donationUrl(id), changes);
      return (await res.json()) as DonationDto;
    },
    onSuccess: () => invalidateCrm(queryClient),
  });
}

export function useCreateInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateInteractionInput): Promise<InteractionDto> => {
      const res = await apiRequest('POST', '/api/interactions', input);
      return (await res.json()) as InteractionDto;
    },
    onSuccess: () => invalidateCrm(queryClient),
  });
}

/** 409 when the gift was already acknowledged and `resend` is false: the caller offers a resend. */
export function useSendAcknowledgment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      donationId,
      resend,
    }: {
      donationId: string;
      resend: boolean;
    }): Promise<StewardshipLetterDto> => {
      const res = await apiRequest('POST', `${donationUrl(donationId)}/acknowledgment`, {
        resend,
      });
      return (await res.json()) as StewardshipLetterDto;
    },
    onSuccess: () => invalidateCrm(queryClient),
  });
}

export function useSendStatement(donorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StatementInput): Promise<StewardshipLetterDto> => {
      const res = await apiRequest('POST', `${donorUrl(donorId)}/statements`, input);
      return (await res.json()) as StewardshipLetterDto;
    },
    onSuccess: () => invalidateCrm(queryClient),
  });
}

/** The statement as it would be sent; nothing is recorded and nobody is mailed. */
export function downloadStatementPreview(donorId: string, { from, to }: StatementInput) {
  const params = new URLSearchParams({ from, to });
  return downloadFile(
    `${donorUrl(donorId)}/statement.pdf?${params.toString()}`,
    `giving-statement-${from}-to-${to}.pdf`,
  );
}

export const downloadLetter = (letter: StewardshipLetterDto) =>
  downloadFile(letter.pdfUrl, letter.filename);
