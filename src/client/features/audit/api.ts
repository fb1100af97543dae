import { queryOptions, type QueryClient, type QueryFunction } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, type AuditArea } from '../../../domain/audit/audit.ts';
import type { AuditPersonDto, AuditEntryDto } from '../../../domain/audit/dtos.ts';
import {
  forgetSessionOnUnauthorized,
  sendRequest,
  throwIfResNotOk,
} from '../../lib/api-request.ts';
import { downloadFile } from '../../lib/download-file.ts';

export const AUDIT_URL = '/api/audit';

/** The audit page's filters, as in its address; an absent one matches everything. */
export interface AuditFilters {
  actorId?: string;
  area?: AuditArea;
  /** YYYY-MM-DD, days in the organisation's time zone, both included. */
  from?: string;
  to?: string;
}

export interface AuditPage {
  items: AuditEntryDto[];
  total: number;
}

function filterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['actorId', 'area', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

export function auditPageUrl(filters: AuditFilters, page: number): string {
  const params = filterParams(filters);
  params.set('limit', String(AUDIT_PAGE_SIZE));
  params.set('offset', String((Math.max(1, page) - 1) * AUDIT_PAGE_SIZE));
  return `${AUDIT_URL}?${params.toString()}`;
}

/** The page plus X-Total-Count, which the default queryFn cannot see. */
const readAuditPage: QueryFunction<AuditPage> = async ({ queryKey }) => {
  const res = await sendRequest('GET', String(queryKey[0]));
  forgetSessionOnUnauthorized(res);
  await throwIfResNotOk(res);
  const items = (await res.json()) as AuditEntryDto[];
  const header = Number(res.headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(header) && header >= 0 ? header : items.length };
};

/**
 * One page of the log. Views and exports elsewhere add entries without telling this page's
 * cache, so it is read again each time the page opens (staleTime 0), not kept like other lists.
 */
export const auditPageQuery = (filters: AuditFilters, page: number) =>
  queryOptions<AuditPage>({
    // The second element keeps this paged shape apart from a plain read of the same URL.
    queryKey: [auditPageUrl(filters, page), 'page'],
    queryFn: readAuditPage,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

/** Everyone with entries, for the person filter. */
export const auditPeopleQuery = () =>
  queryOptions<AuditPersonDto[]>({ queryKey: [`${AUDIT_URL}/people`], staleTime: 0 });

/**
 * The CSV of every entry the filters match. A plain link cannot send the Bearer header, so the
 * file is fetched and saved (lib/download-file.ts). The download is itself a new entry: the pages
 * are read again so it shows.
 */
export async function downloadAuditCsv(filters: AuditFilters, queryClient: QueryClient) {
  const query = filterParams(filters).toString();
  await downloadFile(`${AUDIT_URL}.csv${query ? `?${query}` : ''}`, 'audit-log.csv');
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' && queryKey[0].startsWith(`${AUDIT_URL}?`),
  });
}
