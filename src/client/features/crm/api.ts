import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { DONOR_PAGE_SIZE } from '../../../domain/crm/schemas.ts';
import type { CampaignDto } from '../../../domain/crm/gift-dtos.ts';
import type { CreateDonorInput, UpdateDonorInput } from '../../../domain/crm/donor-schemas.ts';
import type { CrmSummaryDto } from '../../../domain/crm/report-dtos.ts';
import type {
  DonorDto,
  DonorListPageDto,
  DonorProfileDto,
} from '../../../domain/crm/donor-dtos.ts';
import type { DonorStatus } from '../../../domain/crm/donors.ts';
import { apiRequest } from '../../lib/api-request.ts';

/**
 * Donor CRM reads and writes (contract: src/domain/crm/schemas.ts). Keys start with the URL, so
 * the default queryFn reads them and one prefix match refreshes everything a change moves.
 */

export const DONORS_URL = '/api/donors';
export const CRM_SUMMARY_URL = '/api/crm/summary';
export const CAMPAIGNS_URL = '/api/campaigns';

export const donorUrl = (id: string) => `${DONORS_URL}/${encodeURIComponent(id)}`;
export const donorPagePath = (id: string) => `/admin/crm/donors/${encodeURIComponent(id)}`;

export interface DonorListFilters {
  q?: string;
  status?: DonorStatus;
  /** 1-based. */
  page?: number;
}

export function donorListUrl({ q, status, page = 1 }: DonorListFilters): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  params.set('limit', String(DONOR_PAGE_SIZE));
  params.set('offset', String((Math.max(1, page) - 1) * DONOR_PAGE_SIZE));
  return `${DONORS_URL}?${params.toString()}`;
}

export const crmSummaryQuery = () => queryOptions<CrmSummaryDto>({ queryKey: [CRM_SUMMARY_URL] });

export const donorPageQuery = (filters: DonorListFilters) =>
  queryOptions<DonorListPageDto>({
    queryKey: [donorListUrl(filters)],
    // Keep the old page on screen while the next search loads, instead of a flash of nothing.
    placeholderData: (previous) => previous,
  });

export const donorQuery = (id: string) =>
  queryOptions<DonorProfileDto>({ queryKey: [donorUrl(id)] });

export const campaignsQuery = () => queryOptions<CampaignDto[]>({ queryKey: [CAMPAIGNS_URL] });

/** Reports, counts and exports all derive from donors and gifts: a change refreshes them all. */
const CRM_PREFIXES = ['/api/donors', '/api/donations', '/api/crm', '/api/campaigns', '/api/email'];

export function invalidateCrm(queryClient: QueryClient, { except }: { except?: string } = {}) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [url] = queryKey;
      if (typeof url !== 'string' || url === except) return false;
      return CRM_PREFIXES.some((prefix) => url.startsWith(prefix));
    },
  });
}

export function useCreateDonor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateDonorInput): Promise<DonorDto> => {
      const res = await apiRequest('POST', DONORS_URL, input);
      return (await res.json()) as DonorDto;
    },
    onSuccess: () => invalidateCrm(queryClient),
  });
}

export function useUpdateDonor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateDonorInput): Promise<DonorDto> => {
      const res = await apiRequest('PATCH', donorUrl(id), input);
      return (await res.json()) as DonorDto;
    },
    onSuccess: () => invalidateCrm(queryClient),
  });
}

/** The donor's gifts, interactions and letters are deleted with them (server cascade). */
export function useDeleteDonor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await apiRequest('DELETE', donorUrl(id));
    },
    // The open profile is only marked stale: refetching it now would flash "not found".
    onSuccess: () =>
      Promise.all([
        invalidateCrm(queryClient, { except: donorUrl(id) }),
        queryClient.invalidateQueries({ queryKey: [donorUrl(id)], refetchType: 'none' }),
      ]),
  });
}
