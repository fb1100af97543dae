// What other features may reference of giving's tables (ADR 044): the give page's form and the
// monthly plan, which a CRM donation points at by foreign key.
export { onlineGifts, recurringGifts } from './giving.table.ts';
