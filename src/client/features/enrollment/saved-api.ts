import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ParsedSaveApplicationInput,
  ParsedUpdateSavedApplicationInput,
  SavedApplicationCreatedDto,
  SavedApplicationDto,
  SavedApplicationReceiptDto,
} from '../../../domain/waiting-list/saved-application-schemas.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { WAITING_LIST_URL } from './api.ts';

const SAVED_URL = `${WAITING_LIST_URL}/saved`;
export const savedUrl = (token: string) => `${SAVED_URL}/${encodeURIComponent(token)}`;

/** The answers behind the link in the saving mail (the token is the only key). */
export const useSavedApplication = (token: string) =>
  useQuery<SavedApplicationDto>({ queryKey: [savedUrl(token)], retry: false });

/** The first save: the server mails the link to the address given. */
export const useSaveApplication = () =>
  useMutation({
    mutationFn: async (input: ParsedSaveApplicationInput): Promise<SavedApplicationCreatedDto> => {
      const res = await apiRequest('POST', SAVED_URL, input);
      return (await res.json()) as SavedApplicationCreatedDto;
    },
  });

/** A later save through the link: no mail, a new expiry. */
export const useUpdateSavedApplication = (token: string) =>
  useMutation({
    mutationFn: async (
      input: ParsedUpdateSavedApplicationInput,
    ): Promise<SavedApplicationReceiptDto> => {
      const res = await apiRequest('PUT', savedUrl(token), input);
      return (await res.json()) as SavedApplicationReceiptDto;
    },
  });

/** "Delete my saved answers": the link stops working. */
export function useDiscardSavedApplication(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await apiRequest('DELETE', savedUrl(token));
    },
    onSuccess: () => queryClient.removeQueries({ queryKey: [savedUrl(token)] }),
  });
}
