import type { Locale } from '../../../domain/common/i18n.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { isNetworkError, readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { SIGNING_COPY } from './signing-copy.ts';

/** The two shapes of the signing page's data, and what the page writes that no copy fixes. */

export type OpenSigningView = Extract<SigningViewDto, { canSign: true }>;
export type ClosedSigningView = Extract<SigningViewDto, { canSign: false }>;
export type SigningSender = SigningViewDto['sender'];

/**
 * Handwriting faces that ship with Windows, macOS and most Linux desktops, then the generic
 * family: a preview needs no font download, and the signed PDF draws the name in its own font.
 */
export const SIGNATURE_FONT_FAMILY =
  "'Segoe Script', 'Bradley Hand', 'Snell Roundhand', 'Brush Script MT', 'URW Chancery L', 'Z003', cursive";

/** "Dana Ortiz of Acme" / "Dana Ortiz (Acme)", or just the organisation when it has no name. */
export const senderLabel = (language: Locale, { name, organisation }: SigningSender) =>
  SIGNING_COPY[language].senderOf(name, organisation);

/**
 * What went wrong with a load, a signing or a decline that no field explains: the server's own
 * sentence (an already used link, too many requests) in the page's language, or a plain one of
 * ours.
 */
export function explainFailure(error: unknown, language: Locale, ourFault: string): string {
  const copy = SIGNING_COPY[language];
  if (isNetworkError(error)) return copy.NETWORK_ERROR;
  const message = readServerMessage(error);
  if (message === null) return ourFault;
  return copy.serverMessage(readErrorStatus(error), message) ?? ourFault;
}
