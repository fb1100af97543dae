import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../domain/common/i18n.ts';
import type {
  BookingCreatedDto,
  BookingViewDto,
  PublicVisitDto,
  PublicVisitsDto,
} from '../../../domain/visits/dtos.ts';
import type { bookingInput } from '../../../domain/visits/schemas.ts';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-request.ts';

const VISITS_URL = '/api/visits';
export const visitsUrl = (language: Locale) => `${VISITS_URL}?language=${language}`;
export const visitUrl = (slug: string, language: Locale) =>
  `${VISITS_URL}/${encodeURIComponent(slug)}?language=${language}`;
export const bookingUrl = (token: string) => `${VISITS_URL}/bookings/${encodeURIComponent(token)}`;
export const calendarUrl = (token: string) => `${bookingUrl(token)}/calendar.ics`;

/** The open visits in the page's language, read in the browser (the page is prerendered). */
export const useVisits = (language: Locale) =>
  useQuery<PublicVisitsDto>({ queryKey: [visitsUrl(language)] });

/** One visit and its open times; a 404 (unknown address) is final. */
export const useVisit = (slug: string, language: Locale) =>
  useQuery<PublicVisitDto>({ queryKey: [visitUrl(slug, language)] });

/** The request body: the parsed form, plus the anti-spam field as it was (the server decides). */
export type BookingRequest = z.output<typeof bookingInput> & Record<string, unknown>;

/** Sends the form: booked, or on the waiting list when the time is full. */
export const useBookVisit = () =>
  useMutation({
    mutationFn: async (input: BookingRequest): Promise<BookingCreatedDto> => {
      const res = await apiRequest('POST', `${VISITS_URL}/bookings`, input);
      return (await res.json()) as BookingCreatedDto;
    },
  });

/** The booking behind the mailed link. */
export const useBooking = (token: string) =>
  useQuery<BookingViewDto>({ queryKey: [bookingUrl(token)] });

export type BookingAction =
  { kind: 'cancel' } | { kind: 'accept' } | { kind: 'move'; sessionId: string };

/** One change; the answer is the booking as it now stands, which replaces the cached one. */
export function useChangeBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: BookingAction): Promise<BookingViewDto> => {
      const { kind, ...body } = action;
      const hasBody = kind === 'move';
      const res = await apiRequest(
        'POST',
        `${bookingUrl(token)}/${kind}`,
        hasBody ? body : undefined,
      );
      return (await res.json()) as BookingViewDto;
    },
    onSuccess: (booking) => queryClient.setQueryData([bookingUrl(token)], booking),
  });
}
