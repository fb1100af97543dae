// What other features may join or reference of templates' tables (ADR 044): the template row,
// which an NDA points at and whose name documents shows.
export { ndaTemplates } from './templates.table.ts';
