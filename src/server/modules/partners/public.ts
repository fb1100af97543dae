// What other features may join or reference of partners' tables (ADR 044): the partner row, which
// every NDA points at and whose name and contact documents and sharing show.
export { partners, type Partner } from './partners.table.ts';
