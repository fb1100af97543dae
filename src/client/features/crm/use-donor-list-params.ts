import { DONOR_STATUSES } from '../../../domain/crm/donors.ts';
import { oneOf, useListSearchParams } from '../../lib/use-list-search-params.ts';
import type { DonorListFilters } from './api.ts';

/** The donor list's search, status and page live in the URL (?q=&status=&page=). */
export function useDonorListParams() {
  const { params, search, page, setFilters, ...searchBox } = useListSearchParams('q');
  const filters: DonorListFilters = {
    q: search,
    status: oneOf(DONOR_STATUSES, params.get('status')),
    page,
  };
  return {
    ...searchBox,
    filters,
    setStatus: (value: string) => setFilters({ status: value || undefined }),
  };
}
