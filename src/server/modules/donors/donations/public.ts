// The CRM's gifts as other features may write and read them (ADR 044): online giving records each
// payment and refund as a donation. Apart from ../public.ts because donations point at giving's
// tables, which point back at donors: one file would make a runtime import cycle.
export { donations, type Donation } from './donations.table.ts';
