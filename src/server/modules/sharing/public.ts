// What other features may join or reference of sharing's tables (ADR 044): the share link, which
// collaboration's comments, activity and invitations point at and show.
export { shareLinks, type ShareLink } from './sharing.table.ts';
