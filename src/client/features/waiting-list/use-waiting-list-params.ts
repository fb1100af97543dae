import {
  CAMPUSES,
  GRADE_LEVELS,
  PROGRAM_INTERESTS,
  WAITING_LIST_STATUSES,
} from '../../../domain/waiting-list/waiting-list.ts';
import { oneOf, useListSearchParams } from '../../lib/use-list-search-params.ts';
import type { WaitingListFilters } from './api.ts';

export type FilterName = 'campus' | 'status' | 'gradeLevel' | 'programInterest';

/**
 * The filters live in the URL (?campus=&status=&gradeLevel=&programInterest=&search=&page=).
 */
export function useWaitingListParams() {
  const { params, search, page, setFilters, ...searchBox } = useListSearchParams('search');
  const filters: WaitingListFilters = {
    campus: oneOf(CAMPUSES, params.get('campus')),
    status: oneOf(WAITING_LIST_STATUSES, params.get('status')),
    gradeLevel: oneOf(GRADE_LEVELS, params.get('gradeLevel')),
    programInterest: oneOf(PROGRAM_INTERESTS, params.get('programInterest')),
    search,
    page,
  };
  return {
    ...searchBox,
    filters,
    setFilter: (name: FilterName, value: string) => setFilters({ [name]: value || undefined }),
  };
}
