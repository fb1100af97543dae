import { randomBytes } from 'node:crypto';
import type { Locale } from '../../../domain/common/i18n.ts';
import { sha256Hex } from './sha256.ts';

/** 32 random bytes as base64url: the signing link is the signer's only key. */
export const createSigningToken = () => randomBytes(32).toString('base64url');

/** Only this is stored (signature_requests.tokenHash): a database reader cannot sign. */
export const hashSigningToken = (token: string) => sha256Hex(token);

/** The public signing page of a token. */
export const signingUrlFor = (publicUrl: string, token: string) => `${publicUrl}/sign/${token}`;

/** The public page where anyone checks a signed PDF. */
export const verifyUrlFor = (publicUrl: string, language: Locale = 'en') =>
  language === 'es' ? `${publicUrl}/es/verify` : `${publicUrl}/verify`;

/** Where the sender finds the document in the admin area. */
export const adminDocumentUrlFor = (publicUrl: string, documentId: string) =>
  `${publicUrl}/admin/documents/${documentId}`;

type EnvelopeTarget = {
  documentId: string | null;
  entryId: string | null;
  roomMemberId?: string | null;
};

/**
 * Where staff find what an envelope signs: the NDA's page, the waiting-list entry whose
 * enrollment agreement it is (ADR 048), or the data room member's NDA (ADR 049).
 */
export const adminPageUrlFor = (publicUrl: string, request: EnvelopeTarget) => {
  if (request.documentId) return adminDocumentUrlFor(publicUrl, request.documentId);
  if (request.roomMemberId) return `${publicUrl}/admin/data-rooms?member=${request.roomMemberId}`;
  return `${publicUrl}/admin/waiting-list/${request.entryId}`;
};

/** What a signer's step is recorded against in the audit log: the NDA, entry or room member. */
export const auditSubjectOf = (request: EnvelopeTarget) => {
  if (request.documentId) return { entity: 'document' as const, entityId: request.documentId };
  if (request.roomMemberId) {
    return { entity: 'data_room_member' as const, entityId: request.roomMemberId };
  }
  return { entity: 'waiting_list' as const, entityId: request.entryId };
};
