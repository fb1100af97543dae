import { randomBytes } from 'node:crypto';

/** 32 random bytes as base64url (43 characters): the link is the only key to the document. */
export const createShareToken = () => randomBytes(32).toString('base64url');

/** Where a recipient opens the link: the public site's /shared/{token} page. */
export const shareUrlFor = (publicUrl: string, token: string) => `${publicUrl}/shared/${token}`;
