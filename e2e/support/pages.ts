import clientRoutes from '../../src/client/routes.ts';
import { PRERENDERED_PATHS } from '../../src/domain/site/public-pages.ts';
import type { PageRecords } from './page-records.ts';

/**
 * Every page people see, with real records in its address: the list the layout gates
 * (e2e/layout-*-pages.test.ts) check and the screenshot gallery (scripts/screenshots.ts) draws.
 *
 * It is walked from the client's route table (src/client/routes.ts), so a new route is on the
 * list without touching this file. Three tables below say what the walk cannot know:
 * - PARAM_RECORDS: which record fills `:param` after which path word. A new
 *   `admin/documents/:id/activity` tab is filled already; a new kind of record needs one line.
 * - SPLAT_PAGES: the pages a `*` route draws from the rest of its path (the CRM is one route).
 * - EXTRA_PAGES: pages that are not routes of their own (a state reached by a query string).
 */

export type PageKind = 'public' | 'link' | 'admin';

export type ReviewPage = {
  /** The route pattern with its parameters (`/admin/documents/:id`): stable across runs. */
  name: string;
  /** The address to open, with real ids and tokens. */
  path: string;
  /** Public pages (prerendered), private link pages (no session) or admin pages. */
  kind: PageKind;
};

/** `<path word>/:<param>` → the record whose id or token fills it. */
const PARAM_RECORDS: Record<string, keyof PageRecords> = {
  'documents/:id': 'documentId',
  'partners/:id': 'partnerId',
  'waiting-list/:id': 'entryId',
  'donors/:id': 'donorId',
  'status/:token': 'statusToken',
  'offer/:token': 'offerToken',
  'saved/:token': 'savedToken',
  'shared/:token': 'shareToken',
  'sign/:token': 'signingToken',
  'room/:token': 'roomToken',
  'data-rooms/:id': 'roomId',
  'pdf-templates/:id': 'pdfTemplateId',
  'set-password/:token': 'setPasswordToken',
  'unsubscribe/:token': 'unsubscribeToken',
  'manage/:token': 'manageGivingToken',
  'visits/:slug': 'visitSlug',
  'booking/:token': 'bookingToken',
  'sessions/:id': 'visitSessionId',
};

/**
 * A `*` route draws these pages from the rest of its path: one route keeps a section in one
 * chunk for the home page's script budget (src/client/routes/admin/crm.tsx). A splat that is
 * not here is a "Page Not Found" catch-all. A new tab or sub-page is one line here; the gates
 * fail on an admin link to a page this list leaves out (layout-admin-pages.test.ts).
 */
const SPLAT_PAGES: Record<string, string[]> = {
  '/admin/crm/*': [
    '/admin/crm',
    '/admin/crm/donors/:id',
    '/admin/crm/reports',
    '/admin/crm/import',
    '/admin/crm/email-campaigns',
  ],
  // routes/admin/document-pages/document-tabs.ts
  '/admin/documents/:id/*': [
    '/admin/documents/:id',
    '/admin/documents/:id/sharing',
    '/admin/documents/:id/signature',
    '/admin/documents/:id/comments',
    '/admin/documents/:id/versions',
  ],
  // routes/admin/settings-pages/settings-tabs.ts
  '/admin/settings/*': [
    '/admin/settings',
    '/admin/settings/account',
    '/admin/settings/admin-accounts',
    '/admin/settings/organisation',
    '/admin/settings/integrations',
    '/admin/settings/outbox',
    '/admin/settings/backups',
    '/admin/settings/audit-log',
    '/admin/settings/help',
  ],
};

/** Pages that are not routes of their own, as patterns (`/admin/documents/:id?tab=history`). */
const EXTRA_PAGES: string[] = [
  // Back from the payment page without paying: a notice above the form (ADR 026).
  '/give?cancelled=1',
  '/es/give?cancelled=1',
  // Back from the payment page with a session the server does not know: its plain answer.
  '/give/thanks?session_id=cs_test_layout_gate',
];

type RouteEntry = { path?: string; index?: boolean; id?: string; children?: RouteEntry[] };

/** Every page pattern of the route table; aliases (ids `alias-*`) reuse a page listed already. */
function routePatterns(routes: RouteEntry[], base = ''): string[] {
  return routes.flatMap((route) => {
    if (route.id?.startsWith('alias-')) return [];
    const path = route.path ? `${base}/${route.path}` : base;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...(route.children ? routePatterns(route.children, path) : [])];
  });
}

function expandSplat(pattern: string): string[] {
  if (!pattern.endsWith('*')) return [pattern];
  return SPLAT_PAGES[pattern] ?? [];
}

function fillParams(pattern: string, records: PageRecords): string {
  return pattern.replace(/([\w-]+)\/:(\w+)/g, (match: string) => {
    const record = PARAM_RECORDS[match];
    if (!record)
      throw new Error(`No record for "${match}" in ${pattern}: add it to PARAM_RECORDS (pages.ts)`);
    return match.replace(/:\w+$/, records[record]);
  });
}

function kindOf(pattern: string): PageKind {
  if (pattern === '/admin' || pattern.startsWith('/admin/')) return 'admin';
  return pattern.includes(':') ? 'link' : 'public';
}

/**
 * The prerendered pages (PRERENDERED_PATHS: English, then Spanish), then the link pages, then
 * the admin pages, each in route-table order. A route with neither a parameter nor a place in
 * PRERENDERED_PATHS still gets in, as a public page, so nothing new is missed.
 */
export function reviewPages(records: PageRecords): ReviewPage[] {
  const patterns = [
    ...PRERENDERED_PATHS,
    ...routePatterns(clientRoutes as RouteEntry[]).flatMap(expandSplat),
    ...EXTRA_PAGES,
  ];
  const unique = [...new Set(patterns)];
  const order: PageKind[] = ['public', 'link', 'admin'];
  return order.flatMap((kind) =>
    unique
      .filter((pattern) => kindOf(pattern) === kind)
      .map((pattern) => ({ name: pattern, path: fillParams(pattern, records), kind })),
  );
}

/** A file name for a page: `/admin/documents/:id` → `admin-documents-id`, `/` → `home`. */
export function pageSlug(page: ReviewPage): string {
  return page.name.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'home';
}

/**
 * The page pattern an address stands for: ids (UUIDs) become `:id` as in the route table;
 * query, fragment and a trailing slash go. `/admin/documents/1f…/sharing?x=1` →
 * `/admin/documents/:id/sharing`.
 */
export function patternOf(address: string): string {
  return (
    address
      .replace(/[?#].*$/, '')
      .replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi, '/:id')
      .replace(/\/+$/, '') || '/'
  );
}
