import { createHash, randomBytes } from 'node:crypto';
import { pathInLocale } from '../../../domain/common/i18n.ts';
import { STATUS_LINK_PATH, type Language } from '../../../domain/waiting-list/waiting-list.ts';

/** 32 random bytes as base64url: the status link is the family's only key to their entry. */
export const createStatusToken = () => randomBytes(32).toString('base64url');

/** Only this is stored (waiting_list.status_token_hash): a database reader cannot withdraw anyone. */
export const hashStatusToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The private status page of a token, as mailed to the family, in the family's language. */
export const statusUrlFor = (publicUrl: string, token: string, language: Language = 'en') =>
  `${publicUrl}${pathInLocale(STATUS_LINK_PATH, language)}${token}`;
