import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 300;

/** A whole number above zero from the URL, or undefined for anything else. */
export const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** A URL value that is one of `values`, or undefined for anything else. */
export const oneOf = <T extends string>(
  values: readonly T[],
  value: string | null,
): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * The part every admin list shares: its filters live in the URL, so a filtered list survives a
 * reload, Back and a shared link. Filters replace the history entry (no Back step per keystroke)
 * and go back to page 1; pages push one. The search box keeps its own text and writes it to the
 * URL parameter `searchKey` after a short pause in typing.
 */
export function useListSearchParams(searchKey: string) {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get(searchKey) ?? '';

  const [searchText, setSearchText] = useState(urlSearch);
  // Back and Forward change the URL under the box: follow them, but not our own writes, which
  // may land while the admin is still typing.
  const [lastUrlSearch, setLastUrlSearch] = useState(urlSearch);
  const [writtenSearch, setWrittenSearch] = useState<string>();
  if (urlSearch !== lastUrlSearch) {
    setLastUrlSearch(urlSearch);
    if (urlSearch !== writtenSearch) setSearchText(urlSearch);
    // Our write has landed (or Back/Forward moved on): a later return to it is followed again.
    setWrittenSearch(undefined);
  }

  // Each change builds on the newest parameters, not on those of the render that made it: the
  // search box writes after a pause, from a timer set before a filter's navigation landed, and
  // that write would otherwise drop the filter (found on a slow machine: choose a campus, type at
  // once, and the campus was gone). `pending` is what we asked for and has not landed yet.
  const latest = useRef(params);
  const pending = useRef<URLSearchParams | undefined>(undefined);
  useEffect(() => {
    latest.current = params;
    pending.current = undefined;
  }, [params]);

  function update(changes: Record<string, string | undefined>, { isPaging = false } = {}) {
    const next = new URLSearchParams(pending.current ?? latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!isPaging) next.delete('page');
    pending.current = next;
    setParams(next, { replace: !isPaging });
  }

  function writeSearch() {
    const value = searchText.trim() ? searchText : '';
    setWrittenSearch(value);
    update({ [searchKey]: value || undefined });
  }

  useEffect(() => {
    if (searchText === urlSearch) return;
    const timer = setTimeout(writeSearch, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `writeSearch` is rebuilt each render; only the text and the URL value matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText, urlSearch]);

  return {
    params,
    /** The search the list is filtered by (the URL's, not the box's while typing). */
    search: urlSearch.trim() || undefined,
    page: positiveInt(params.get('page')) ?? 1,
    searchText,
    setSearchText,
    /** Apply the search now (Enter), without waiting for the pause. */
    commitSearch: writeSearch,
    /** Sets filters (an empty value removes one) and goes back to page 1. */
    setFilters: (changes: Record<string, string | undefined>) => update(changes),
    setPage: (page: number) =>
      update({ page: page > 1 ? String(page) : undefined }, { isPaging: true }),
  };
}
