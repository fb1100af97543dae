/**
 * The client-rendered pages (src/client/routes.ts) that are not prerendered: the server answers
 * them with the app shell, which boots the page in the browser. Any other address that is not a
 * prerendered page, a built file or an API route is a 404. Written as Fastify route patterns; the
 * e2e suite (e2e/page-status.test.ts) checks every client route against this list.
 */
export const APP_SHELL_PATHS = [
  // Private links from mail: a share link, a signing link, a family's status link, a staff link.
  '/shared/:token',
  '/sign/:token',
  // A data room invitee's page (ADR 049).
  '/room/:token',
  '/waiting-list/status/:token',
  '/es/waiting-list/status/:token',
  // A waiting-list form saved before it was sent (ADR 046).
  '/waiting-list/saved/:token',
  '/es/waiting-list/saved/:token',
  // A family's seat offer (ADR 021).
  '/waiting-list/offer/:token',
  '/es/waiting-list/offer/:token',
  // "Manage my giving": the form that mails a donor's link, and their own page behind it.
  '/giving/manage',
  '/es/giving/manage',
  '/giving/manage/:token',
  '/es/giving/manage/:token',
  // Visits (ADR 052): a visit's times and form, its story, and a family's booking link.
  '/visits/:slug',
  '/es/visits/:slug',
  '/visits/:slug/story',
  '/es/visits/:slug/story',
  '/visits/booking/:token',
  '/es/visits/booking/:token',
  // Back from the card payment page (ADR 026): reads ?session_id= in the browser.
  '/give/thanks',
  '/es/give/thanks',
  // A staff invitation or password reset: choose a password (ADR 018).
  '/set-password/:token',
  // A donor's unsubscribe link from a campaign mail.
  '/unsubscribe/:token',
  '/es/unsubscribe/:token',
  // The admin area, behind the sign-in gate, and its short aliases (admin spec §2).
  '/admin',
  '/admin/*',
  '/dashboard',
  '/documents',
  '/partners',
  '/templates',
  '/create-nda',
  '/donor-management',
] as const;
