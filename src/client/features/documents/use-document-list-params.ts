import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DOCUMENT_STATUSES } from '../../../domain/documents.ts';
import type { DocumentListFilters } from './api.ts';

export const SEARCH_DEBOUNCE_MS = 300;
export const STATUS_FILTERS = ['all', ...DOCUMENT_STATUSES] as const;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * The All Documents filters live in the URL (?q=&status=&page=&expiringWithinDays=) so a
 * filtered list can be bookmarked, shared and reached with Back. The search box keeps its own
 * text and writes it to the URL after a 300 ms pause in typing.
 */
export function useDocumentListParams() {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const status = (STATUS_FILTERS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as string)
    : 'all';
  const filters: DocumentListFilters = {
    q: urlQuery.trim() || undefined,
    status,
    page: positiveInt(params.get('page')) ?? 1,
    expiringWithinDays: positiveInt(params.get('expiringWithinDays')),
  };

  const [searchText, setSearchText] = useState(urlQuery);
  // Back and Forward change the URL under the box: follow them, but not our own writes, which
  // may land while the admin is still typing.
  const [lastUrlQuery, setLastUrlQuery] = useState(urlQuery);
  const [writtenQuery, setWrittenQuery] = useState<string>();
  if (urlQuery !== lastUrlQuery) {
    setLastUrlQuery(urlQuery);
    if (urlQuery !== writtenQuery) setSearchText(urlQuery);
  }

  /** Filters replace the history entry (no Back step per keystroke); pages push one. */
  function update(
    changes: Record<string, string | undefined>,
    { resetPage = true, replace = true } = {},
  ) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace },
    );
  }

  function writeSearch() {
    const value = searchText.trim() ? searchText : '';
    setWrittenQuery(value);
    update({ q: value || undefined });
  }

  useEffect(() => {
    if (searchText === urlQuery) return;
    const timer = setTimeout(writeSearch, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `writeSearch` is rebuilt each render; only the text and the URL value matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText, urlQuery]);

  return {
    filters,
    searchText,
    setSearchText,
    /** Apply the search now (Enter), without waiting for the pause. */
    commitSearch: writeSearch,
    setStatus: (value: string) => update({ status: value === 'all' ? undefined : value }),
    setPage: (page: number) =>
      update({ page: page > 1 ? String(page) : undefined }, { resetPage: false, replace: false }),
    clearExpiring: () => update({ expiringWithinDays: undefined }),
  };
}
