import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureErrors } from '../../../tests/security/captured-errors.ts';
import { createFuzzTargets, type FuzzTargets } from '../../../tests/security/fuzz-fixtures.ts';
import { requestsFor, toInject, type FuzzRequest } from '../../../tests/security/fuzz-requests.ts';
import { hostileString, percentEncode } from '../../../tests/security/hostile-values.ts';
import { describeResponse, findProblems } from '../../../tests/security/response-checks.ts';
import { listRoutes, type CatalogRoute } from '../../../tests/security/route-catalog.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';

/**
 * Every route of the app, found in Fastify's route table, gets generated requests as an admin
 * and anonymously: no answer may be a 5xx, show a stack trace or internals, or be an error
 * without the app's `{ message }`. The seed is fixed so a run is repeatable; FUZZ_SEED and
 * FUZZ_RUNS explore further (e.g. FUZZ_RUNS=200 before a release), FUZZ_TIMING=1 prints the time
 * each route took. A failure names the smallest failing request (fast-check shrinks it) and the
 * error the server logged for it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let t: TestApp;
let bearer: string;
let routes: CatalogRoute[];
let targets: FuzzTargets;
const logged = captureErrors();
beforeAll(async () => {
  t = await createTestApp({}, { logger: logged.logger });
  const admin = await signInAsNewAdmin(t);
  bearer = admin.headers.authorization;
  targets = await createFuzzTargets(t, admin.headers);
  // Deletions last, so the other routes still find the rows they aim at.
  routes = (await listRoutes(t.app)).sort(
    (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
  );
});
afterAll(() => t.close());

/** Each route gets its own seed, so adding a route does not change what the others receive. */
const seedOf = (route: CatalogRoute) =>
  SEED ^ createHash('sha256').update(`${route.method} ${route.url}`).digest().readInt32BE(0);

/**
 * Whether anything in the request can reach the handler: a GET without path parameters or a
 * declared query (the generated documents, the reports) needs only a couple of requests.
 */
const takesInput = (route: CatalogRoute) =>
  route.params.length > 0 ||
  Object.keys(route.query).length > 0 ||
  !['GET', 'HEAD'].includes(route.method);

type Failure = { route: string; request: FuzzRequest; problems: string[]; answer: string };

/** Multipart bodies are Buffers: shown as text, so the report can be read and replayed. */
const printable = (request: FuzzRequest): FuzzRequest =>
  Buffer.isBuffer(request.payload)
    ? { ...request, payload: request.payload.toString('latin1') }
    : request;

/** A request without the admin's session that a guarded route answered with anything but a refusal. */
const openedWithoutSession = (route: CatalogRoute, request: FuzzRequest, status: number) =>
  !route.isPublic && request.headers.authorization !== bearer && status < 400
    ? [`a guarded route answered ${status} without a session`]
    : [];

async function fuzzRoute(
  route: CatalogRoute,
  authorization: fc.Arbitrary<string | undefined>,
  numRuns: number,
): Promise<Failure | undefined> {
  let last: Failure | undefined;
  const details = await fc.check(
    fc.asyncProperty(requestsFor(route, targets, authorization), async (request) => {
      const name = `${route.method} ${route.url}`;
      try {
        const response = await t.app.inject(toInject(request));
        const problems = [
          ...findProblems(response),
          ...openedWithoutSession(route, request, response.statusCode),
        ];
        if (problems.length === 0) return true;
        const cause = logged.errorOf(String(response.headers['x-request-id']));
        const answer = describeResponse(response) + (cause ? ` (logged: ${cause})` : '');
        last = { route: name, request: printable(request), problems, answer };
      } catch (error) {
        last = {
          route: name,
          request: printable(request),
          problems: ['threw'],
          answer: `${error}`,
        };
      }
      return false;
    }),
    { seed: seedOf(route), numRuns },
  );
  // After shrinking, `last` holds the smallest request that still fails.
  return details.failed ? last : undefined;
}

async function fuzzAll(
  select: (route: CatalogRoute) => boolean,
  authorization: fc.Arbitrary<string | undefined>,
  runsFor: (route: CatalogRoute) => number,
) {
  const failures: Failure[] = [];
  for (const route of routes.filter(select)) {
    const started = Date.now();
    const failure = await fuzzRoute(route, authorization, runsFor(route));
    if (process.env.FUZZ_TIMING) console.log(Date.now() - started, route.method, route.url);
    if (failure) failures.push(failure);
  }
  return failures;
}

describe('fuzzing every route', () => {
  it('never answers 5xx or leaks internals to an admin', { timeout: 600_000 }, async () => {
    // Logging out would end the session the rest of the run uses; it is fuzzed anonymously.
    const isLogout = (route: CatalogRoute) => route.url === '/api/admin/logout';
    const failures = await fuzzAll(
      (route) => !isLogout(route),
      fc.constant(bearer),
      (route) => (takesInput(route) ? RUNS : 2),
    );
    expect(failures).toEqual([]);
    // The run is only meaningful while the session lasted.
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/admin/verify',
      headers: { authorization: bearer },
    });
    expect(check.statusCode).toBe(200);
  });

  it('never answers 5xx or leaks internals to anyone else', { timeout: 600_000 }, async () => {
    const credentials = fc.option(
      fc.oneof(
        hostileString.map((text) => `Bearer ${percentEncode(text.slice(0, 200))}`),
        fc.constantFrom('Bearer', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'A'.repeat(43)}`),
      ),
      { freq: 2, nil: undefined },
    );
    // Guarded routes stop at the guard, so a few requests each show that; public ones get RUNS
    // here and RUNS more in the admin run above (a bearer changes nothing on token routes).
    const failures = await fuzzAll(
      () => true,
      credentials,
      (route) => (route.isPublic ? RUNS : 3),
    );
    expect(failures).toEqual([]);
  });
});
