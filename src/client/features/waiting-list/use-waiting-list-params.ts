import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CAMPUSES,
  GRADE_LEVELS,
  PROGRAM_INTERESTS,
  WAITING_LIST_STATUSES,
} from '../../../domain/waiting-list.ts';
import type { WaitingListFilters } from './api.ts';

export const SEARCH_DEBOUNCE_MS = 300;

/** A URL value that is one of `values`, or undefined for anything else. */
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export type FilterName = 'campus' | 'status' | 'gradeLevel' | 'programInterest';

/**
 * The filters live in the URL (?campus=&status=&gradeLevel=&programInterest=&search=&page=), so
 * a filtered list survives a reload, Back and a shared link. The search box writes to the URL
 * after a 300 ms pause in typing.
 */
export function useWaitingListParams() {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('search') ?? '';
  const filters: WaitingListFilters = {
    campus: oneOf(CAMPUSES, params.get('campus')),
    status: oneOf(WAITING_LIST_STATUSES, params.get('status')),
    gradeLevel: oneOf(GRADE_LEVELS, params.get('gradeLevel')),
    programInterest: oneOf(PROGRAM_INTERESTS, params.get('programInterest')),
    search: urlSearch.trim() || undefined,
    page: positiveInt(params.get('page')) ?? 1,
  };

  const [searchText, setSearchText] = useState(urlSearch);
  // Back and Forward change the URL under the box: follow them, but not our own writes.
  const [lastUrlSearch, setLastUrlSearch] = useState(urlSearch);
  const [writtenSearch, setWrittenSearch] = useState<string>();
  if (urlSearch !== lastUrlSearch) {
    setLastUrlSearch(urlSearch);
    if (urlSearch !== writtenSearch) setSearchText(urlSearch);
  }

  /** Filters replace the history entry and go back to page 1; pages push one. */
  function update(changes: Record<string, string | undefined>, { isPaging = false } = {}) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!isPaging) next.delete('page');
        return next;
      },
      { replace: !isPaging },
    );
  }

  function writeSearch() {
    const value = searchText.trim() ? searchText : '';
    setWrittenSearch(value);
    update({ search: value || undefined });
  }

  useEffect(() => {
    if (searchText === urlSearch) return;
    const timer = setTimeout(writeSearch, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `writeSearch` is rebuilt each render; only the text and the URL value matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText, urlSearch]);

  return {
    filters,
    searchText,
    setSearchText,
    /** Apply the search now (Enter), without waiting for the pause. */
    commitSearch: writeSearch,
    setFilter: (name: FilterName, value: string) => update({ [name]: value || undefined }),
    setPage: (page: number) =>
      update({ page: page > 1 ? String(page) : undefined }, { isPaging: true }),
  };
}
