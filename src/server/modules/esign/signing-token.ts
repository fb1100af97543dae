import { randomBytes } from 'node:crypto';
import { sha256Hex } from './sha256.ts';

/** 32 random bytes as base64url: the signing link is the signer's only key. */
export const createSigningToken = () => randomBytes(32).toString('base64url');

/** Only this is stored (signature_requests.tokenHash): a database reader cannot sign. */
export const hashSigningToken = (token: string) => sha256Hex(token);

/** The public signing page of a token. */
export const signingUrlFor = (publicUrl: string, token: string) => `${publicUrl}/sign/${token}`;

/** The public page where anyone checks a signed PDF. */
export const verifyUrlFor = (publicUrl: string) => `${publicUrl}/verify`;

/** Where the sender finds the document in the admin area. */
export const adminDocumentUrlFor = (publicUrl: string, documentId: string) =>
  `${publicUrl}/admin/documents/${documentId}`;
