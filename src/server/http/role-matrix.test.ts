import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_ROLES,
  hasPermission,
  missingPermissionMessage,
  type Permission,
  type StaffRole,
} from '../../domain/auth/staff-roles.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';

/**
 * Who may call each guarded API route, written out by hand on purpose (ADR 017): a new
 * route must be added here in the same commit, where a reviewer sees which role it needs.
 */
const ROLE_MATRIX: Record<string, Permission> = {
  // Any signed-in staff member: their own session and password, the organisation's settings.
  'POST /api/admin/logout': 'signed-in',
  'POST /api/admin/verify': 'signed-in',
  'GET /api/settings': 'signed-in',
  'POST /api/settings/password': 'signed-in',
  'GET /api/openapi.json': 'signed-in',
  // Their own sign-in: the second step, passkeys, recovery codes and sessions (ADR 018).
  'GET /api/account/security': 'signed-in',
  'POST /api/account/totp/setup': 'signed-in',
  'POST /api/account/totp/enable': 'signed-in',
  'POST /api/account/totp/disable': 'signed-in',
  'POST /api/account/recovery-codes': 'signed-in',
  'POST /api/account/passkeys/options': 'signed-in',
  'POST /api/account/passkeys': 'signed-in',
  'DELETE /api/account/passkeys/:id': 'signed-in',
  'GET /api/account/sessions': 'signed-in',
  'DELETE /api/account/sessions/:id': 'signed-in',
  'GET /api/account/reading-preferences': 'signed-in',
  'PUT /api/account/reading-preferences': 'signed-in',
  // Their own Today list: its items are only those their roles allow (ADR 053).
  'GET /api/today': 'signed-in',
  'POST /api/today/done': 'signed-in',
  'PUT /api/today/digest': 'signed-in',
  // Read-only dashboards: counts and totals, no one's personal details.
  'GET /api/dashboard/areas': 'dashboards',
  // Each area's figures: its role and viewers (domain/auth/dashboard-areas.ts).
  'GET /api/dashboard/stats': 'nda-figures',
  'GET /api/crm/summary': 'giving-figures',
  // Owners: staff accounts, the organisation's settings, the audit log and every mail sent.
  'GET /api/users': 'owner',
  'GET /api/settings/backups': 'owner',
  'POST /api/settings/backups': 'owner',
  'POST /api/settings/backups/download-links': 'owner',
  'POST /api/users': 'owner',
  'PATCH /api/users/:id': 'owner',
  'POST /api/users/:id/invitation': 'owner',
  'PATCH /api/settings': 'owner',
  'PATCH /api/settings/security': 'owner',
  'GET /api/audit': 'owner',
  'GET /api/audit/people': 'owner',
  'GET /api/audit.csv': 'owner',
  'GET /api/outbox': 'owner',
  'GET /api/outbox/:id': 'owner',
  'POST /api/outbox/:id/retry': 'owner',
  // Admissions: the waiting list and families' details.
  'GET /api/admissions/enrollment-progress': 'admissions',
  'GET /api/admissions/entries/:id/enrollment-agreement': 'admissions',
  'POST /api/admissions/entries/:id/enrollment-agreement': 'admissions',
  'POST /api/admissions/entries/:id/enrollment-agreement/void': 'admissions',
  'GET /api/admissions/entries/:id/enrollment-agreement/signed.pdf': 'admissions',
  'GET /api/admissions/offers': 'admissions',
  'GET /api/admissions/offers/export.csv': 'admissions',
  'GET /api/admissions/offers/waiting-for-answer': 'admissions',
  'POST /api/admissions/offers/:id/reminder': 'admissions',
  'GET /api/admissions/seat-groups': 'admissions',
  'PUT /api/admissions/seat-groups': 'admissions',
  'POST /api/admissions/seat-groups/:id/offers': 'admissions',
  'GET /api/admissions/seat-groups/:id/offers/preview': 'admissions',
  'POST /api/admissions/seat-groups/:id/offers/family': 'admissions',
  'GET /api/waiting-list': 'admissions',
  'GET /api/waiting-list/:id': 'admissions',
  'PATCH /api/waiting-list/:id': 'admissions',
  'DELETE /api/waiting-list/:id': 'admissions',
  'GET /api/waiting-list/export.csv': 'admissions',
  // A family's papers about their learner: the same role that reads the student's needs.
  'GET /api/waiting-list/:id/papers': 'admissions',
  'GET /api/waiting-list/:id/papers/:paperId': 'admissions',
  'POST /api/waiting-list/:id/papers/:paperId/review': 'admissions',
  'POST /api/waiting-list/:id/paper-requests': 'admissions',
  'GET /api/family-papers/to-review': 'admissions',
  // Visits (ADR 052): events, sessions, who booked and came, and a family's visits.
  'GET /api/visit-events': 'admissions',
  'POST /api/visit-events': 'admissions',
  'PATCH /api/visit-events/:id': 'admissions',
  'POST /api/visit-events/:id/archive': 'admissions',
  'GET /api/visit-sessions': 'admissions',
  'GET /api/visit-sessions/export.csv': 'admissions',
  'GET /api/visit-sessions/:id': 'admissions',
  'PATCH /api/visit-bookings/:id/attendance': 'admissions',
  'GET /api/waiting-list/:id/visits': 'admissions',
  'GET /api/visits-today': 'admissions',
  // Fundraising: the CRM.
  'PATCH /api/settings/fundraising': 'fundraising',
  'GET /api/campaigns': 'fundraising',
  'POST /api/campaigns': 'fundraising',
  'GET /api/campaigns/:id': 'fundraising',
  'PATCH /api/campaigns/:id': 'fundraising',
  'DELETE /api/campaigns/:id': 'fundraising',
  'GET /api/crm/export/donations.csv': 'fundraising',
  'GET /api/crm/export/donors.csv': 'fundraising',
  'POST /api/crm/import/donors': 'fundraising',
  'POST /api/crm/import/donors/preview': 'fundraising',
  'GET /api/crm/reports/by-capacity': 'fundraising',
  'GET /api/crm/reports/by-capacity.csv': 'fundraising',
  'GET /api/crm/reports/follow-ups': 'fundraising',
  'GET /api/crm/reports/not-thanked': 'fundraising',
  'GET /api/crm/reports/follow-ups.csv': 'fundraising',
  'GET /api/crm/reports/lybunt': 'fundraising',
  'GET /api/crm/reports/lybunt.csv': 'fundraising',
  'GET /api/crm/reports/sybunt': 'fundraising',
  'GET /api/crm/reports/sybunt.csv': 'fundraising',
  'GET /api/donations': 'fundraising',
  'GET /api/crm/reports/online-giving': 'fundraising',
  'POST /api/donations': 'fundraising',
  'GET /api/donations/:id': 'fundraising',
  'PATCH /api/donations/:id': 'fundraising',
  'POST /api/donations/:id/acknowledgment': 'fundraising',
  'GET /api/donations/:id/acknowledgment.pdf': 'fundraising',
  'POST /api/donations/:id/received': 'fundraising',
  'GET /api/donations/:id/soft-credits': 'fundraising',
  'POST /api/donations/:id/soft-credits': 'fundraising',
  'DELETE /api/soft-credits/:id': 'fundraising',
  'GET /api/donors/:id/household': 'fundraising',
  'POST /api/households': 'fundraising',
  'PATCH /api/households/:id': 'fundraising',
  'POST /api/households/:id/members': 'fundraising',
  'DELETE /api/households/:id/members/:donorId': 'fundraising',
  'POST /api/donors/:id/merge': 'fundraising',
  'GET /api/donors': 'fundraising',
  'POST /api/donors': 'fundraising',
  'GET /api/donors/:id': 'fundraising',
  'PATCH /api/donors/:id': 'fundraising',
  'DELETE /api/donors/:id': 'fundraising',
  'GET /api/donors/:id/statement.pdf': 'fundraising',
  'POST /api/donors/:id/statements': 'fundraising',
  'GET /api/email-campaigns': 'fundraising',
  'POST /api/email-campaigns': 'fundraising',
  'GET /api/email-campaigns/:id': 'fundraising',
  'PATCH /api/email-campaigns/:id': 'fundraising',
  'DELETE /api/email-campaigns/:id': 'fundraising',
  'POST /api/email-campaigns/:id/schedule': 'fundraising',
  'POST /api/email-campaigns/:id/send': 'fundraising',
  'POST /api/email-campaigns/:id/unschedule': 'fundraising',
  'POST /api/email-campaigns/recipient-count': 'fundraising',
  'GET /api/email-suppressions': 'fundraising',
  'GET /api/crm/export/email-suppressions.csv': 'fundraising',
  'POST /api/donors/:id/email-suppression': 'fundraising',
  'GET /api/interactions': 'fundraising',
  'POST /api/interactions': 'fundraising',
  'PATCH /api/interactions/:id': 'fundraising',
  'DELETE /api/interactions/:id': 'fundraising',
  'GET /api/stewardship-letters/:id/pdf': 'fundraising',
  // Partnerships: the NDA manager.
  'GET /api/comments/awaiting-reply': 'partnerships',
  'PATCH /api/comments/:id': 'partnerships',
  'GET /api/documents': 'partnerships',
  'POST /api/documents': 'partnerships',
  'POST /api/documents/preview': 'partnerships',
  'GET /api/documents/:id': 'partnerships',
  'PATCH /api/documents/:id': 'partnerships',
  'DELETE /api/documents/:id': 'partnerships',
  'PUT /api/documents/:id/content': 'partnerships',
  'GET /api/documents/:id/download': 'partnerships',
  'POST /api/documents/:id/invite': 'partnerships',
  'POST /api/documents/:id/send': 'partnerships',
  'POST /api/documents/:id/share': 'partnerships',
  'GET /api/documents/:id/shares': 'partnerships',
  'GET /api/documents/:id/sends': 'partnerships',
  'GET /api/documents/:id/versions': 'partnerships',
  'POST /api/documents/share/healthcare': 'partnerships',
  'POST /api/documents/upload': 'partnerships',
  'GET /api/docusign/config': 'partnerships',
  'GET /api/docusign/countersigners': 'partnerships',
  'GET /api/docusign/download/:id': 'partnerships',
  'POST /api/docusign/reminders/:id': 'partnerships',
  'GET /api/docusign/stalled': 'partnerships',
  'GET /api/docusign/download/:id/documents/:documentId': 'partnerships',
  'GET /api/docusign/download/:id/documents/:documentId/original': 'partnerships',
  'POST /api/docusign/send/:id': 'partnerships',
  'GET /api/docusign/status/:id': 'partnerships',
  'POST /api/docusign/void/:id': 'partnerships',
  'POST /api/esign/verify': 'partnerships',
  'GET /api/generate/best-in-class-healthcare': 'partnerships',
  'GET /api/generate/best-in-class-healthcare-letterhead': 'partnerships',
  'GET /api/generate/best-in-class-strategy': 'partnerships',
  'GET /api/generate/best-in-class-strategy-letterhead': 'partnerships',
  'GET /api/generate/healthcare-strategy': 'partnerships',
  'GET /api/generate/healthcare-strategy-letterhead': 'partnerships',
  'GET /api/download/articles-of-incorporation': 'partnerships',
  'GET /api/download/board-agreement-word': 'partnerships',
  'GET /api/download/operating-agreement': 'partnerships',
  'GET /api/partners': 'partnerships',
  'POST /api/partners': 'partnerships',
  'GET /api/partners/:id': 'partnerships',
  'PATCH /api/partners/:id': 'partnerships',
  'DELETE /api/partners/:id': 'partnerships',
  'POST /api/partners/:id/archive': 'partnerships',
  'POST /api/partners/:id/restore': 'partnerships',
  'DELETE /api/share-links/:id': 'partnerships',
  'GET /api/share-links/:id/visitors': 'partnerships',
  'DELETE /api/shares/:id': 'partnerships',
  'GET /api/templates': 'partnerships',
  'POST /api/templates': 'partnerships',
  'PATCH /api/templates/:id': 'partnerships',
  'DELETE /api/templates/:id': 'partnerships',
  'GET /api/data-rooms': 'partnerships',
  'POST /api/data-rooms': 'partnerships',
  'GET /api/data-rooms/:id': 'partnerships',
  'PUT /api/data-rooms/:id/closed': 'partnerships',
  'GET /api/data-rooms/members/:id': 'partnerships',
  'POST /api/data-rooms/:id/folders': 'partnerships',
  'POST /api/data-rooms/:id/documents': 'partnerships',
  'POST /api/data-rooms/:id/uploads': 'partnerships',
  'PATCH /api/data-rooms/:id/documents/:itemId': 'partnerships',
  'POST /api/data-rooms/:id/members': 'partnerships',
  'DELETE /api/data-rooms/:id/members/:itemId': 'partnerships',
  'GET /api/data-rooms/:id/members/:itemId/signed-nda': 'partnerships',
  'GET /api/pdf-templates': 'partnerships',
  'POST /api/pdf-templates': 'partnerships',
  'GET /api/pdf-templates/:id': 'partnerships',
  'GET /api/pdf-templates/:id/pdf': 'partnerships',
  'PUT /api/pdf-templates/:id': 'partnerships',
  'DELETE /api/pdf-templates/:id': 'partnerships',
};

let t: TestApp;
const sessions = new Map<StaffRole, Record<string, string>>();
beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES)
    sessions.set(role, (await signInAsNewAdmin(t, { roles: [role] })).headers);
});
afterAll(() => t.close());

/** Every guarded API route; HEAD follows its GET, so it is checked through the GET. */
const guardedRoutes = () =>
  t.app.routeTable
    .filter((route) => route.url.startsWith('/api') && !route.isPublic && route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url}`);

const withParams = (url: string) =>
  url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

const messageOf = (response: { headers: Record<string, unknown>; json(): unknown }) =>
  String(response.headers['content-type']).startsWith('application/json')
    ? String((response.json() as { message?: string } | null)?.message ?? '')
    : '';

describe('role matrix', () => {
  it('lists every guarded route, and only those', () => {
    expect(guardedRoutes().sort()).toEqual(Object.keys(ROLE_MATRIX).sort());
  });

  it('lets each role call exactly the routes its permissions grant', async () => {
    // Signing out ends the session the other calls use, so it goes last.
    const routes = Object.keys(ROLE_MATRIX).sort(
      (a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')),
    );
    let checks = 0;
    for (const role of STAFF_ROLES) {
      for (const route of routes) {
        const [method, url] = route.split(' ') as [string, string];
        const permission = ROLE_MATRIX[route]!;
        const response = await t.app.inject({
          method: method as 'GET',
          url: withParams(url),
          headers: sessions.get(role),
        });
        const outcome = `${role} → ${route}: ${response.statusCode}`;
        if (hasPermission([role], permission)) {
          expect(response.statusCode, outcome).not.toBe(401);
          expect(messageOf(response), outcome).not.toMatch(/^This needs/);
        } else {
          expect(response.statusCode, outcome).toBe(403);
          expect(response.json(), outcome).toEqual({
            message: missingPermissionMessage(permission),
          });
        }
        checks += 1;
      }
    }
    console.log(
      `role matrix: ${routes.length} routes × ${STAFF_ROLES.length} roles = ${checks} checks`,
    );
    expect(checks).toBe(routes.length * STAFF_ROLES.length);
  });

  it('names the missing role in words a person can act on', async () => {
    const { headers } = await signInAsNewAdmin(t, { roles: ['admissions', 'viewer'] });
    const response = await t.app.inject({ method: 'GET', url: '/api/donors', headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This needs the fundraising role.' });
  });
});
