// What other features may call of admissions (ADR 044, ADR 053): the offers waiting for a
// family's answer, which the Today page lists, and the reminder it sends from there.
export { offersWaitingForAnswer } from './offers-waiting-for-answer.ts';
export { remindOffer } from './remind-offer.ts';
