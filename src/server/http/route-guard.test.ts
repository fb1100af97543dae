import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';

/**
 * The public API surface, written out by hand on purpose: adding a public route must change
 * this list in the same commit, where a reviewer sees it.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/ready',
  'HEAD /api/health',
  'HEAD /api/ready',
  'POST /api/admin/login',
  // The rest of signing in, and the links from mail (ADR 018): each is rate-limited or
  // needs a one-time key.
  'POST /api/admin/login/second-step',
  'POST /api/admin/passkey/options',
  'POST /api/admin/passkey/sign-in',
  'POST /api/account/forgot-password',
  'POST /api/account/link',
  'POST /api/account/set-password',
  'GET /api/shared/:token',
  'GET /api/shared/:token/download',
  // The PDF of a shared NDA, stamped like the Word file (ADR 049).
  'GET /api/shared/:token/download.pdf',
  'PUT /api/shared/:token/content',
  // A protected link's gate (ADR 049): what it asks, and the passcode and mailed code, each
  // counted before it is checked; the page's heartbeats need the gate passed.
  'GET /api/shared/:token/gate',
  'POST /api/shared/:token/passcode',
  'POST /api/shared/:token/email-code',
  'POST /api/shared/:token/email-code/check',
  'POST /api/shared/:token/heartbeat',
  'GET /api/documents/:id/comments',
  'HEAD /api/documents/:id/comments',
  'POST /api/documents/:id/comments',
  'GET /api/documents/:id/activity',
  'HEAD /api/documents/:id/activity',
  'GET /api/sign/:token',
  'POST /api/sign/:token',
  'POST /api/sign/:token/decline',
  'POST /api/sign/:token/assent',
  // A signer's mailed code (ADR 049): to their own stored address; mails and checks are counted.
  'POST /api/sign/:token/identity-code',
  'POST /api/sign/:token/identity-code/check',
  'GET /api/sign/:token/download',
  'GET /api/sign/:token/documents/:documentId',
  'GET /api/sign/:token/documents/:documentId/signed',
  'POST /api/docusign/webhook',
  // The page /verify: anyone holding a signed PDF may check it; limited per IP (ADR 019).
  'POST /api/verify-signed-agreement',
  'POST /api/waiting-list',
  // A backup's one-time download link, made after the owner re-entered the password (ADR 038).
  'GET /api/backup-downloads/:token',
  'GET /api/waiting-list/status/:token',
  'POST /api/waiting-list/status/:token/withdraw',
  // The family's papers, by the same status link; limited per IP.
  'GET /api/waiting-list/status/:token/papers',
  'POST /api/waiting-list/status/:token/papers',
  'DELETE /api/waiting-list/status/:token/papers/:paperId',
  // After an accepted seat: the task list and the first day's calendar file, by the status link.
  'GET /api/waiting-list/status/:token/tasks',
  'GET /api/waiting-list/status/:token/first-day.ics',
  // Answers saved before the form is sent (ADR 046): the mailed link is the key; limited per IP.
  'POST /api/waiting-list/saved',
  'GET /api/waiting-list/saved/:token',
  'PUT /api/waiting-list/saved/:token',
  'DELETE /api/waiting-list/saved/:token',
  // A family's seat offer (ADR 021): the offer's own link is the key; limited per IP.
  'GET /api/waiting-list/offers/:token',
  'POST /api/waiting-list/offers/:token/accept',
  'POST /api/waiting-list/offers/:token/decline',
  'GET /api/waiting-list/status/:token/offer',
  'POST /api/waiting-list/status/:token/offer/accept',
  'POST /api/waiting-list/status/:token/offer/decline',
  // "Email me my link": the same answer whether or not the address is known; limited per IP.
  'POST /api/waiting-list/link-requests',
  'GET /api/generate/texas-childrens-proposal',
  'HEAD /api/generate/texas-childrens-proposal',
  'GET /api/generate/texas-childrens-proposal.pdf',
  'HEAD /api/generate/texas-childrens-proposal.pdf',
  // The give page (ADR 026): forms limited per IP; Stripe's events carry its signature.
  'GET /api/giving/options',
  'POST /api/giving',
  'GET /api/giving/checkouts/:sessionId',
  'POST /api/giving/stripe-webhook',
  // "Manage my giving": the request form, and the donor's private link (ADR 031 limits).
  'POST /api/giving/manage/link-requests',
  'GET /api/giving/manage/:token',
  'GET /api/giving/manage/:token/statements/:year',
  'POST /api/giving/manage/:token/monthly-gifts/:giftId/amount',
  'POST /api/giving/manage/:token/monthly-gifts/:giftId/pause',
  'POST /api/giving/manage/:token/monthly-gifts/:giftId/resume',
  'POST /api/giving/manage/:token/monthly-gifts/:giftId/cancel',
  'POST /api/giving/manage/:token/monthly-gifts/:giftId/card',
  // Visits (ADR 052): the visits and their open times, the booking form (limited per IP), and
  // the booking's private link from the confirmation mail (the key; limited per IP).
  'GET /api/visits',
  'GET /api/visits/:slug',
  'POST /api/visits/bookings',
  'GET /api/visits/bookings/:token',
  'GET /api/visits/bookings/:token/calendar.ics',
  'POST /api/visits/bookings/:token/cancel',
  'POST /api/visits/bookings/:token/accept',
  'POST /api/visits/bookings/:token/move',
  // Email campaign tracking: signed tokens, and redirects only to the campaign's own links.
  'GET /api/t/o/:token.gif',
  'HEAD /api/t/o/:token.gif',
  'GET /api/t/c/:token',
  'HEAD /api/t/c/:token',
  // Unsubscribe links (RFC 8058): signed tokens, limited per IP; a GET changes nothing. Mail
  // programs POST to the page's own address too (POST /unsubscribe/:token, /es/…).
  'GET /api/unsubscribe/:token',
  'POST /api/unsubscribe/:token',
  // A data room invitee's page (ADR 049): the room link is the key, limited per IP; the contents
  // need the room's NDA completed and a pass from the code mailed to the member's own address.
  'GET /api/room/:token',
  'POST /api/room/:token/code',
  'POST /api/room/:token/code/check',
  'GET /api/room/:token/contents',
  'GET /api/room/:token/documents/:documentId',
  'GET /api/room/:token/documents/:documentId/download',
  'POST /api/room/:token/documents/:documentId/heartbeat',
];

/**
 * Public routes that still need credentials: an admin session or a share token, checked by the
 * route itself. Shared-view routes answer the invalid-link 404; the others answer 401.
 */
const TOKEN_OR_ADMIN_ROUTES = PUBLIC_ROUTES.filter(
  (route) => route.includes('/api/shared/') || route.includes('/api/documents/'),
);

let t: TestApp;
let revokedToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const { headers, token } = await signInAsNewAdmin(t);
  await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers });
  revokedToken = token;
});
afterAll(() => t.close());

const CREDENTIALS = (revoked: string) => [
  undefined,
  'Bearer',
  'Bearer not-a-real-token',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${revoked}`,
];

const apiRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith('/api'));
const withParams = (url: string) =>
  url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'anything');

describe('route guard', () => {
  it('has exactly the reviewed public routes', () => {
    const publicRoutes = apiRoutes()
      .filter((route) => route.isPublic)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(publicRoutes).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 on every other /api route without a token, with a malformed one and with a revoked one', async () => {
    const guarded = apiRoutes().filter((route) => !route.isPublic);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      for (const authorization of CREDENTIALS(revokedToken)) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: withParams(route.url),
          headers: authorization ? { authorization } : {},
        });
        expect(
          response.statusCode,
          `${route.method} ${route.url} with ${authorization ?? 'no header'}`,
        ).toBe(401);
      }
    }
  });

  it('refuses the token-or-admin routes without a working session or share token', async () => {
    expect(TOKEN_OR_ADMIN_ROUTES).toHaveLength(14);
    for (const entry of TOKEN_OR_ADMIN_ROUTES) {
      const [method, url] = entry.split(' ') as ['GET', string];
      const expected = url.startsWith('/api/shared/') ? 404 : 401;
      // A valid body, so the answer is about credentials rather than input.
      const payload = ['POST', 'PUT'].includes(method)
        ? {
            content: 'Looks good to me.',
            authorName: 'Visitor',
            shareToken: 'not-a-real-token',
            passcode: 'not-the-passcode',
            email: 'visitor@example.org',
            code: '123456',
          }
        : undefined;
      for (const authorization of CREDENTIALS(revokedToken)) {
        const response = await t.app.inject({
          method,
          url: withParams(url),
          headers: authorization ? { authorization } : {},
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${entry} with ${authorization ?? 'no header'}`).toBe(expected);
      }
    }
  });
});
