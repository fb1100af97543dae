import { DOCUMENT_STATUSES } from '../../../domain/documents/documents.ts';
import { oneOf, positiveInt, useListSearchParams } from '../../lib/use-list-search-params.ts';
import type { DocumentListFilters } from './api.ts';

export const STATUS_FILTERS = ['all', ...DOCUMENT_STATUSES] as const;

/**
 * The All Documents filters live in the URL (?q=&status=&page=&expiringWithinDays=) so a
 * filtered list can be bookmarked, shared and reached with Back.
 */
export function useDocumentListParams() {
  const { params, search, page, setFilters, ...searchBox } = useListSearchParams('q');
  const filters: DocumentListFilters = {
    q: search,
    status: oneOf(STATUS_FILTERS, params.get('status')) ?? 'all',
    page,
    expiringWithinDays: positiveInt(params.get('expiringWithinDays')),
  };
  return {
    ...searchBox,
    filters,
    setStatus: (value: string) => setFilters({ status: value === 'all' ? undefined : value }),
    clearExpiring: () => setFilters({ expiringWithinDays: undefined }),
  };
}
