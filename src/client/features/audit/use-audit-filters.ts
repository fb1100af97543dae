import { useSearchParams } from 'react-router';
import { AUDIT_AREAS } from '../../../domain/audit/audit.ts';
import { oneOf, positiveInt } from '../../lib/use-list-search-params.ts';
import type { AuditFilters } from './api.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const matching = (pattern: RegExp, value: string | null) =>
  value && pattern.test(value) ? value : undefined;

/**
 * The audit page's filters and page live in the address, as every admin list's do: a filtered
 * view survives a reload and Back, and can be sent to someone. A value that could not have come
 * from the form is ignored rather than sent.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    actorId: matching(UUID, params.get('person')),
    area: oneOf(AUDIT_AREAS, params.get('area')),
    from: matching(ISO_DATE, params.get('from')),
    to: matching(ISO_DATE, params.get('to')),
  };

  return {
    filters,
    page: positiveInt(params.get('page')) ?? 1,
    /** New filters start at page 1 and replace the history entry, as other lists do. */
    setFilters(next: AuditFilters) {
      const search = new URLSearchParams();
      if (next.actorId) search.set('person', next.actorId);
      if (next.area) search.set('area', next.area);
      if (next.from) search.set('from', next.from);
      if (next.to) search.set('to', next.to);
      setParams(search, { replace: true });
    },
    /** Pages push a history entry, so Back returns to the previous page. */
    setPage(page: number) {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      });
    },
  };
}
