// What other features may join of esign's tables (ADR 044): the envelope and its events, from which
// documents reads the agreement an NDA was sent with (documents/agreed-snapshot.ts).
export { signatureEvents, signatureRequests } from './esign.table.ts';
// The Today page's "Signatures waiting too long" and its "Send reminder" (ADR 053).
export { stalledSigners } from './stalled-signers.ts';
export { sendStaffReminder } from './staff-reminder.ts';
