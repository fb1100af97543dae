// What other features may join or reference of the CRM's donor tables (ADR 044): donors and
// campaigns, which giving's tables point at by foreign key, and donors, which giving's
// match-donor.ts adds a give-page donor to. Gifts are in donations/public.ts, apart, so that
// giving's tables can import this file without a runtime import cycle.
export { campaigns, donors, interactions, type Donor } from './donors.table.ts';
