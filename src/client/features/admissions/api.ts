import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  EnrollmentProgressDto,
  OfferDto,
  SeatGroupDto,
} from '../../../domain/admissions/dtos.ts';
import type {
  OfferNextInput,
  OfferToFamilyInput,
  SeatGroupInput,
} from '../../../domain/admissions/schemas.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** Seats and offers (ADR 021): staff reads and writes. */
export const SEAT_GROUPS_URL = '/api/admissions/seat-groups';

export const seatGroupsQuery = () => queryOptions<SeatGroupDto[]>({ queryKey: [SEAT_GROUPS_URL] });

/** `mailed`: a mail server is set up, so each family's offer mail is on its way. */
export type OffersResult = { offers: OfferDto[]; seatGroup: SeatGroupDto; mailed: boolean };

/** An offer changes entries' statuses too: seats, offers, the list, entries and histories refresh. */
const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      ['/api/admissions', '/api/waiting-list', '/api/audit'].some((prefix) =>
        (queryKey[0] as string).startsWith(prefix),
      ),
  });

export function useSaveSeatGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SeatGroupInput) =>
      (await (await apiRequest('PUT', SEAT_GROUPS_URL, input)).json()) as SeatGroupDto,
    onSuccess: () => void refresh(queryClient),
  });
}

export function useOfferNext(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OfferNextInput) =>
      (await (
        await apiRequest('POST', `${SEAT_GROUPS_URL}/${groupId}/offers`, input)
      ).json()) as OffersResult,
    onSuccess: () => void refresh(queryClient),
  });
}

export function useOfferToFamily(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OfferToFamilyInput) =>
      (await (
        await apiRequest('POST', `${SEAT_GROUPS_URL}/${groupId}/offers/family`, input)
      ).json()) as OffersResult,
    onSuccess: () => void refresh(queryClient),
  });
}

/** Families with an accepted seat and their tasks (the section under the seats). */
export const enrollmentProgressQuery = () =>
  queryOptions<EnrollmentProgressDto[]>({ queryKey: ['/api/admissions/enrollment-progress'] });
