/**
 * Family-facing copy stays plain (ADR 027). The pages a parent of an autistic or ADHD child
 * reads before and after applying, in both languages. Investor, partner, staff and research pages
 * are written for other readers and are not budgeted here. The waiting-list mails are budgeted in
 * src/server/modules/waiting-list/mail-copy/mail-readability.test.ts (domain may not import server).
 */
export const FAMILY_MODULES = [
  'home', // home page, with the FAQ
  'about',
  'campuses', // campus cards and the timeline
  'nexus-learning', // the K-12 academy page
  'college', // the Bridge campus page
  'enrollment', // the enrollment page
  'enrollment-messages', // errors and toasts of the form and status page
  'waiting-list-status', // the private status page
  'seat-offer', // the seat offer a family answers
  'family-papers', // the papers a family sends from the status page
  'signing', // the page a parent or guardian signs the enrollment agreement on
  'verify-agreement', // /verify: a family checks its signed enrollment agreement
  'shared-view', // the page behind a share link, read by partners in either language
  'data-room', // a data room invitee's page, read by partners in either language (ADR 049)
  'visit-story', // "what will happen" on a visit, read by a family before it (ADR 052)
] as const;
