// What other features may read of collaboration's tables (ADR 044): the activity log, which the
// share-link views count. Everything else is reached through this module's functions.
export { collaborationActivity } from './collaboration.table.ts';
// The Today page's "Comments waiting for a reply" (ADR 053).
export { commentsAwaitingReply } from './comments-awaiting-reply.ts';
