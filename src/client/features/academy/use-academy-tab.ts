import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  ACADEMY_TAB_PARAM,
  DEFAULT_ACADEMY_TAB,
  parseAcademyTab,
  type AcademyTabId,
} from '../../../domain/learning/academy-tabs.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export type SelectAcademyTab = (tab: AcademyTabId, options?: { focusId?: string }) => void;

/**
 * The selected tab lives in `?tab=`, so a tab can be linked. The prerendered HTML has no query
 * string and shows Adventures; hydration renders the same, and only the render after it reads
 * the URL. Reading it during hydration would not match the HTML and React would redraw the page.
 */
export function useAcademyTab(): [AcademyTabId, SelectAcademyTab] {
  const [params, setParams] = useSearchParams();
  const isHydrated = useHydrated();
  const tab = isHydrated ? parseAcademyTab(params.get(ACADEMY_TAB_PARAM)) : DEFAULT_ACADEMY_TAB;

  // A button in one tab can open another and move focus into it, once that tab is shown.
  const pendingFocusId = useRef<string | null>(null);
  useEffect(() => {
    const id = pendingFocusId.current;
    if (id === null) return;
    pendingFocusId.current = null;
    document.getElementById(id)?.focus();
  }, [tab]);

  const selectTab = useCallback<SelectAcademyTab>(
    (next, options) => {
      if (next === tab) {
        if (options?.focusId) document.getElementById(options.focusId)?.focus();
        return;
      }
      pendingFocusId.current = options?.focusId ?? null;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(ACADEMY_TAB_PARAM, next);
          return updated;
        },
        // Switching tabs is not a page visit: no Back step per tab, and no jump to the top.
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, tab],
  );

  return [tab, selectTab];
}
