import { todayIsoDate } from '../src/domain/common/calendar-day.ts';
import { firstTerm } from '../src/domain/start-terms/start-terms.ts';
import type { WaitingListInput } from '../src/domain/waiting-list/schemas.ts';
import { VISITOR_PASS_HEADER } from '../src/domain/sharing/link-protection.ts';
import { SEARCH_TERM } from './generate-data.ts';
import type { LoadTarget } from './load.ts';

/** Forms a second the embedded engine must take on the day enrollment opens (targets.ts). */
export const ENROLLMENT_DAY_FORMS_PER_SECOND = 50;

export type Scenario = {
  name: string;
  /**
   * Reads answer a GET; the latency targets apply to them. A reference has no target: it shows
   * what the cheapest admin request costs, the floor under every admin endpoint.
   */
  kind: 'read' | 'write' | 'reference';
  /** Which PostgreSQL share-of-floor target applies (targets.ts); the floor itself has none. */
  targetGroup?: 'list' | 'dashboard' | 'shared' | 'form';
  target: LoadTarget;
};

export type ScenarioContext = { sessionToken: string; shareToken: string; visitorPass: string };

let submission = 0;

/**
 * A new family for every request: a unique student and email (so no form is a duplicate) from a
 * unique client address (so the per-address limit of 10 forms an hour is never reached).
 */
function nextWaitingListForm(): { body: string; headers: Record<string, string> } {
  submission += 1;
  const n = submission;
  const common = {
    firstName: `Bench${n}`,
    lastName: `Family${process.pid}`,
    email: `bench-${process.pid}-${n}@example.org`,
    language: 'en',
  } as const;
  // The first term each campus can take today, as the form offers it (terms come from the calendar).
  const today = todayIsoDate(new Date());
  const form: WaitingListInput =
    n % 2 === 0
      ? {
          ...common,
          campus: 'k12',
          enrollmentPreference: firstTerm('k12', today),
          parentGuardianName: `Parent ${n}`,
          gradeLevel: '3rd-grade',
        }
      : {
          ...common,
          campus: 'bridge',
          enrollmentPreference: firstTerm('bridge', today),
          programInterest: 'computer-science',
        };
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return {
    body: JSON.stringify(form),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
  };
}

/** The endpoints the benchmark loads, in the order of the report. */
export function scenarios(context: ScenarioContext): Scenario[] {
  const admin = { authorization: `Bearer ${context.sessionToken}` };
  return [
    {
      // Authentication and one prepared session lookup, nothing else: what every admin read pays.
      name: 'POST /api/admin/verify (floor)',
      kind: 'reference',
      target: { method: 'POST', path: '/api/admin/verify', headers: admin },
    },
    {
      name: 'GET /api/documents',
      kind: 'read',
      targetGroup: 'list',
      target: { method: 'GET', path: '/api/documents?limit=50', headers: admin },
    },
    {
      name: `GET /api/documents?q=${SEARCH_TERM}`,
      kind: 'read',
      targetGroup: 'list',
      target: { method: 'GET', path: `/api/documents?limit=50&q=${SEARCH_TERM}`, headers: admin },
    },
    {
      name: 'GET /api/dashboard/stats',
      kind: 'read',
      targetGroup: 'dashboard',
      target: { method: 'GET', path: '/api/dashboard/stats', headers: admin },
    },
    {
      name: 'GET /api/shared/:token',
      kind: 'read',
      targetGroup: 'shared',
      target: {
        method: 'GET',
        path: `/api/shared/${context.shareToken}`,
        headers: { [VISITOR_PASS_HEADER]: context.visitorPass },
      },
    },
    {
      name: 'POST /api/waiting-list',
      kind: 'write',
      targetGroup: 'form',
      target: { method: 'POST', path: '/api/waiting-list', setupRequest: nextWaitingListForm },
    },
    {
      // The enrollment-day model (targets.ts): families arriving at 50 forms a second, steadily,
      // over the 50 connections; its p99 is what a family waits at that rate.
      name: `POST /api/waiting-list at ${ENROLLMENT_DAY_FORMS_PER_SECOND}/s`,
      kind: 'write',
      target: {
        method: 'POST',
        path: '/api/waiting-list',
        setupRequest: nextWaitingListForm,
        ratePerSecond: ENROLLMENT_DAY_FORMS_PER_SECOND,
      },
    },
    {
      name: 'GET /api/donors',
      kind: 'read',
      targetGroup: 'list',
      target: { method: 'GET', path: '/api/donors?limit=50', headers: admin },
    },
  ];
}
