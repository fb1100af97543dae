// What other features may join or reference of the waiting list's tables (ADR 044): the entry,
// which admissions ranks, offers seats to and points at by foreign key.
export { waitingList, type WaitingListEntry } from './waiting-list.table.ts';
