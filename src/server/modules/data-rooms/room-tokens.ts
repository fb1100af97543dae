import { createHash } from 'node:crypto';

/**
 * The signing link of a member's NDA is derived from their room link (ADR 049): the room page
 * can send them to their own signing page, while the database keeps only the hash of each. Both
 * are keys held by the same person; knowing a signing link does not give the room link.
 */
export const signingTokenOfRoomToken = (roomToken: string) =>
  createHash('sha256').update(`data-room-signing:${roomToken}`).digest('base64url');

export const roomUrlFor = (publicUrl: string, token: string) => `${publicUrl}/room/${token}`;
