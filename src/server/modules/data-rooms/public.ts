// What other features may reference of data-rooms' tables (ADR 044): the member row, which an
// esign envelope signs for (signature_requests.room_member_id, ADR 049).
export { dataRoomMembers } from './data-rooms.table.ts';
