// What other features may read of collaboration's tables (ADR 044): the activity log, which the
// share-link views count. Everything else is reached through this module's functions.
export { collaborationActivity } from './collaboration.table.ts';
