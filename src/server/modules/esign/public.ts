// What other features may join of esign's tables (ADR 044): the envelope and its events, from which
// documents reads the agreement an NDA was sent with (documents/agreed-snapshot.ts).
export { signatureEvents, signatureRequests } from './esign.table.ts';
