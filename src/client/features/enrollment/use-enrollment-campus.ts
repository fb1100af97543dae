import { useSearchParams } from 'react-router';
import { CAMPUSES, type Campus } from '../../../domain/waiting-list/waiting-list.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export const CAMPUS_PARAM = 'campus';
const DEFAULT_CAMPUS: Campus = 'k12';

const parseCampus = (value: string | null): Campus =>
  (CAMPUSES as readonly string[]).includes(value ?? '') ? (value as Campus) : DEFAULT_CAMPUS;

/**
 * The selected tab lives in `?campus=`, so other pages can link straight to a form (the pathway
 * planner sends families to `?campus=k12`). The prerendered HTML shows the K-12 tab; the URL is
 * read only from the render after hydration, so the two never disagree.
 */
export function useEnrollmentCampus(): [Campus, (campus: string) => void] {
  const [params, setParams] = useSearchParams();
  const isHydrated = useHydrated();
  const campus = isHydrated ? parseCampus(params.get(CAMPUS_PARAM)) : DEFAULT_CAMPUS;

  function selectCampus(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(CAMPUS_PARAM, parseCampus(next));
        return updated;
      },
      // Switching tabs is not a page visit: no Back step per tab, and no jump to the top.
      { replace: true, preventScrollReset: true },
    );
  }

  return [campus, selectCampus];
}
