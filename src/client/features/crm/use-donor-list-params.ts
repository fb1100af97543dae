import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DONOR_STATUSES, type DonorStatus } from '../../../domain/donors.ts';
import type { DonorListFilters } from './api.ts';

export const SEARCH_DEBOUNCE_MS = 300;

const isStatus = (value: string | null): value is DonorStatus =>
  (DONOR_STATUSES as readonly string[]).includes(value ?? '');

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * The donor list's search, status and page live in the URL (?q=&status=&page=), so a filtered
 * list survives a reload, Back and a shared link. Typing writes to the URL after a short pause.
 */
export function useDonorListParams() {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('q') ?? '';
  const status = params.get('status');
  const filters: DonorListFilters = {
    q: urlSearch.trim() || undefined,
    status: isStatus(status) ? status : undefined,
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
    update({ q: value || undefined });
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
    setStatus: (value: string) => update({ status: value || undefined }),
    setPage: (page: number) =>
      update({ page: page > 1 ? String(page) : undefined }, { isPaging: true }),
  };
}
