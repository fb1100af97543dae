import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  StaffBookingDto,
  StaffSessionDetailDto,
  StaffSessionDto,
  VisitEventDto,
  VisitsTodayDto,
} from '../../../domain/visits/dtos.ts';
import type { VisitEventInput } from '../../../domain/visits/schemas.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { downloadFile } from '../../lib/download-file.ts';

/** Staff's visits (ADR 052), with the admissions role. Query keys start with the URL. */
const EVENTS_URL = '/api/visit-events';
const SESSIONS_URL = '/api/visit-sessions';

export interface SessionRange {
  /** YYYY-MM-DD, both days included, in the organisation's time zone. */
  from: string;
  to: string;
}

const rangeParams = ({ from, to }: SessionRange) => new URLSearchParams({ from, to }).toString();

export const visitEventsQuery = () =>
  queryOptions<{ events: VisitEventDto[] }>({ queryKey: [EVENTS_URL] });

export const visitSessionsQuery = (range: SessionRange) =>
  queryOptions<{ sessions: StaffSessionDto[] }>({
    queryKey: [`${SESSIONS_URL}?${rangeParams(range)}`],
  });

export const visitSessionQuery = (id: string) =>
  queryOptions<StaffSessionDetailDto>({
    queryKey: [`${SESSIONS_URL}/${encodeURIComponent(id)}`],
  });

export const visitsTodayQuery = () =>
  queryOptions<VisitsTodayDto>({ queryKey: ['/api/visits-today'] });

export const sessionsExportUrl = (range: SessionRange) =>
  `${SESSIONS_URL}/export.csv?${rangeParams(range)}`;

/** The CSV goes through apiRequest: admin downloads need the Bearer header. */
export const downloadSessions = (range: SessionRange) =>
  downloadFile(sessionsExportUrl(range), `visit-sessions-${range.from}-to-${range.to}.csv`);

/** Saving or archiving an event makes or removes sessions: every visits read is stale then. */
const invalidateVisits = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [url] = queryKey;
      return typeof url === 'string' && /^\/api\/(visit-|visits-today)/.test(url);
    },
  });

/** New visit (no id) or a change to one; answered with the event as saved. */
export function useSaveVisitEvent(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VisitEventInput): Promise<VisitEventDto> => {
      const res = id
        ? await apiRequest('PATCH', `${EVENTS_URL}/${encodeURIComponent(id)}`, input)
        : await apiRequest('POST', EVENTS_URL, input);
      return (await res.json()) as VisitEventDto;
    },
    onSuccess: () => invalidateVisits(queryClient),
  });
}

export function useArchiveVisitEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<VisitEventDto> => {
      const res = await apiRequest('POST', `${EVENTS_URL}/${encodeURIComponent(id)}/archive`);
      return (await res.json()) as VisitEventDto;
    },
    onSuccess: () => invalidateVisits(queryClient),
  });
}

/** Came (true), did not come (false) or not marked (null); the session's page takes the answer. */
export function useSetAttendance(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { bookingId: string; attended: boolean | null }) => {
      const res = await apiRequest(
        'PATCH',
        `/api/visit-bookings/${encodeURIComponent(input.bookingId)}/attendance`,
        { attended: input.attended },
      );
      return (await res.json()) as StaffBookingDto;
    },
    onSuccess: (saved) =>
      queryClient.setQueryData(visitSessionQuery(sessionId).queryKey, (session) =>
        session
          ? {
              ...session,
              bookings: session.bookings.map((booking) =>
                booking.id === saved.id ? saved : booking,
              ),
            }
          : session,
      ),
  });
}
