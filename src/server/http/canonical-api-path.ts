import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * One spelling per API address. Routers, proxies and caches disagree on how to read a path:
 * find-my-way decodes `%61` to `a`, nginx may collapse `//` and resolve `..`, Tomcat drops
 * `;params`, some treat `\` as `/`. The guard decides on the matched route whatever the spelling
 * (auth-guard.ts), but logs, rate limits and anything in front of us see the raw text, so an /api
 * request that any of these readers would take for another spelling is refused outright.
 */
export const NON_CANONICAL_PATH_MESSAGE =
  'This API address is not written in its standard form. Send the path exactly as documented: ' +
  'lower-case "/api", no percent-encoded letters, digits or slashes, no "//", no "." or ".." ' +
  'segments, no ";" parameters and no trailing "/".';

/** Characters that never need percent-encoding in our paths, plus the separators readers split on. */
const MUST_NOT_BE_ESCAPED = /[A-Za-z0-9\-._~/\\;%]/;

/** A request target in absolute form (`GET http://host/api/users`): its path, else the target. */
const pathOf = (target: string) =>
  (target.split('?')[0] ?? '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');

function decodeRepeatedly(path: string): string {
  let current = path;
  for (let round = 0; round < 3; round += 1) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The path as the most lenient reader would take it: decoded, `;` dropped, `..` resolved. */
function lenientReading(path: string): string {
  const segments: string[] = [];
  const decoded = decodeRepeatedly(path).replaceAll('\\', '/').toLowerCase();
  for (const raw of decoded.split('/')) {
    const segment = raw.split(';')[0] ?? '';
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

function isCanonical(target: string, path: string): boolean {
  if (!target.startsWith('/') || !isApi(path)) return false;
  for (const segment of path.slice(1).split('/')) {
    if (segment === '' || segment === '.' || segment === '..') return false;
    if (segment.includes(';') || segment.includes('\\')) return false;
    for (const match of segment.matchAll(/%([0-9a-f]{2})/gi)) {
      if (MUST_NOT_BE_ESCAPED.test(String.fromCharCode(parseInt(match[1]!, 16)))) return false;
    }
  }
  return true;
}

/**
 * Whether a request target is an /api address in a spelling other than its canonical one.
 * Addresses outside /api (pages, assets) are never refused here: unknown spellings of a page
 * simply find no page.
 */
export function isNonCanonicalApiPath(target: string): boolean {
  const path = pathOf(target);
  if (!isApi(lenientReading(path))) return false;
  return !isCanonical(target, path);
}

/**
 * Refuses non-canonical /api spellings with a 400 before the guard and every other hook. This
 * is the one place that reads the raw request line on purpose: its job is the spelling itself.
 */
export function registerCanonicalApiPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isNonCanonicalApiPath(request.raw.url ?? '/')) {
      throw new AppError(400, NON_CANONICAL_PATH_MESSAGE);
    }
  });
}
