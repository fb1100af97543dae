import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

/**
 * Public pages are prerendered (react-router.config.ts); the admin area is client-rendered behind
 * the sign-in gate. Aliases reuse the admin page modules under their own route ids.
 */
export default [
  layout('layouts/public-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('nexus-learning', 'routes/public/nexus-learning.tsx'),
    route('nexus-stem-college', 'routes/public/nexus-stem-college.tsx'),
    route('ilias-program', 'routes/public/ilias-program.tsx'),
    route('partnership', 'routes/public/partnership.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('fundraising-overview', 'routes/public/fundraising-overview.tsx'),
    route('neurodiversity-analytics', 'routes/public/neurodiversity-analytics.tsx'),
    route('texas-childrens-proposal', 'routes/public/texas-childrens-proposal.tsx'),
    route('texas-childrens-partnership', 'routes/public/texas-childrens-partnership.tsx'),
    route('corporate-structure', 'routes/public/corporate-structure.tsx'),
    route('enrollment', 'routes/public/enrollment.tsx'),
    // Online giving (ADR 026): the form is prerendered; the page after the payment
    // reads ?session_id= in the browser and is never indexed.
    route('give', 'routes/public/give.tsx'),
    route('give/thanks', 'routes/public/give-thanks.tsx'),
    // The private link from the confirmation mail: not prerendered, never indexed.
    route('waiting-list/status/:token', 'routes/public/waiting-list-status.tsx'),
    // Answers saved before the form was sent, from the saving mail (ADR 046): never indexed.
    route('waiting-list/saved/:token', 'routes/public/waiting-list-saved.tsx'),
    // The family's seat offer from the offer mail (ADR 021): never indexed.
    route('waiting-list/offer/:token', 'routes/public/seat-offer.tsx'),
    // "Manage my giving": the form that mails a donor's private link, and the page it opens.
    route('giving/manage', 'routes/public/manage-giving.tsx'),
    route('giving/manage/:token', 'routes/public/manage-giving-link.tsx'),
    // Visits (ADR 052): the list and each visit's times and form read the API in the browser;
    // the booking link from the confirmation mail is never indexed.
    route('visits', 'routes/public/visits.tsx'),
    route('visits/booking/:token', 'routes/public/visit-booking.tsx'),
    route('visits/:slug', 'routes/public/visit.tsx'),
    route('visits/:slug/story', 'routes/public/visit-story.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),

  // The same public pages in Spanish (ADR 012): their own route modules import Spanish copy only.
  layout('layouts/public-layout-es.tsx', [
    route('es', 'routes/es/home.tsx'),
    route('es/about', 'routes/es/about.tsx'),
    route('es/nexus-learning', 'routes/es/nexus-learning.tsx'),
    route('es/nexus-stem-college', 'routes/es/nexus-stem-college.tsx'),
    route('es/ilias-program', 'routes/es/ilias-program.tsx'),
    route('es/partnership', 'routes/es/partnership.tsx'),
    route('es/contact', 'routes/es/contact.tsx'),
    route('es/fundraising-overview', 'routes/es/fundraising-overview.tsx'),
    route('es/neurodiversity-analytics', 'routes/es/neurodiversity-analytics.tsx'),
    route('es/texas-childrens-proposal', 'routes/es/texas-childrens-proposal.tsx'),
    route('es/texas-childrens-partnership', 'routes/es/texas-childrens-partnership.tsx'),
    route('es/corporate-structure', 'routes/es/corporate-structure.tsx'),
    route('es/enrollment', 'routes/es/enrollment.tsx'),
    route('es/give', 'routes/es/give.tsx'),
    route('es/give/thanks', 'routes/es/give-thanks.tsx'),
    route('es/waiting-list/status/:token', 'routes/es/waiting-list-status.tsx'),
    route('es/waiting-list/saved/:token', 'routes/es/waiting-list-saved.tsx'),
    route('es/waiting-list/offer/:token', 'routes/es/seat-offer.tsx'),
    route('es/giving/manage', 'routes/es/manage-giving.tsx'),
    route('es/giving/manage/:token', 'routes/es/manage-giving-link.tsx'),
    route('es/visits', 'routes/es/visits.tsx'),
    route('es/visits/booking/:token', 'routes/es/visit-booking.tsx'),
    route('es/visits/:slug', 'routes/es/visit.tsx'),
    route('es/visits/:slug/story', 'routes/es/visit-story.tsx'),
    route('es/*', 'routes/es/not-found.tsx'),
  ]),

  // A share link's recipient needs no login and gets a calm page of its own (admin spec §2).
  route('shared/:token', 'routes/shared-document.tsx'),
  // The built-in e-signature page behind the link in the signing email.
  route('sign/:token', 'routes/sign-document.tsx'),
  // A data room invitee's page (ADR 049): the NDA first, then a mailed code, then the room.
  route('room/:token', 'routes/data-room.tsx'),
  // A staff invitation or password reset (ADR 018). Asking for a reset is
  // /admin/forgot-password, drawn by the sign-in gate (layouts/sign-in-gate.tsx).
  route('set-password/:token', 'routes/set-password.tsx'),
  // The unsubscribe link of a campaign mail (RFC 8058): opening it changes nothing.
  route('unsubscribe/:token', 'routes/unsubscribe.tsx'),
  route('es/unsubscribe/:token', 'routes/es/unsubscribe.tsx'),
  // Anyone holding a signed agreement checks it here (ADR 019), in English or Spanish.
  route('verify', 'routes/verify-agreement.tsx'),
  route('es/verify', 'routes/es/verify-agreement.tsx'),

  layout('layouts/sign-in-gate.tsx', [
    layout('layouts/admin-layout.tsx', [
      route('admin', 'routes/admin/dashboard.tsx'),
      route('admin/today', 'routes/admin/today.tsx'),
      route('admin/learning', 'routes/admin/learning.tsx'),
      route('admin/create', 'routes/admin/create-nda.tsx'),
      route('admin/documents', 'routes/admin/documents.tsx'),
      // A document's tabs (text, sharing, signature, comments, versions): one route, see the file.
      route('admin/documents/:id/*', 'routes/admin/document-detail.tsx'),
      route('admin/partners', 'routes/admin/partners.tsx'),
      route('admin/partners/:id', 'routes/admin/partner-detail.tsx'),
      route('admin/templates', 'routes/admin/templates.tsx'),
      // Documents behind a signed NDA (ADR 049).
      route('admin/data-rooms', 'routes/admin/data-rooms.tsx'),
      route('admin/data-rooms/:id', 'routes/admin/data-room-detail.tsx'),
      // A partner's own PDFs with placed fields (ADR 050).
      route('admin/pdf-templates', 'routes/admin/pdf-templates.tsx'),
      route('admin/pdf-templates/:id', 'routes/admin/pdf-template-editor.tsx'),
      // The CRM and its sub-pages (donors/:id, reports, import, email-campaigns): one route.
      route('admin/crm/*', 'routes/admin/crm.tsx'),
      route('admin/waiting-list', 'routes/admin/waiting-list.tsx'),
      route('admin/waiting-list/:id', 'routes/admin/waiting-list-entry.tsx'),
      // Visits (ADR 052): the calendar and list of sessions, the events, one session's bookings.
      route('admin/visits', 'routes/admin/visits.tsx'),
      route('admin/visits/sessions/:id', 'routes/admin/visit-session.tsx'),
      // Settings and its sub-pages (account, admin accounts, organisation, ...): one route.
      route('admin/settings/*', 'routes/admin/settings.tsx'),
      route('admin/*', 'routes/admin/not-found.tsx'),

      // Internal aliases (admin spec §2, public spec §6).
      route('dashboard', 'routes/admin/dashboard.tsx', { id: 'alias-dashboard' }),
      route('documents', 'routes/admin/documents.tsx', { id: 'alias-documents' }),
      route('partners', 'routes/admin/partners.tsx', { id: 'alias-partners' }),
      route('templates', 'routes/admin/templates.tsx', { id: 'alias-templates' }),
      route('create-nda', 'routes/admin/create-nda.tsx', { id: 'alias-create-nda' }),
      route('donor-management', 'routes/admin/crm.tsx', { id: 'alias-donor-management' }),
    ]),
  ]),
] satisfies RouteConfig;
