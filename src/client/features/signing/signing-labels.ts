import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { isNetworkError, readServerMessage } from '../../lib/api-error.ts';

/** Words of the signing page that nothing else fixes, and the two shapes of its data. */

export type OpenSigningView = Extract<SigningViewDto, { canSign: true }>;
export type ClosedSigningView = Extract<SigningViewDto, { canSign: false }>;
export type SigningSender = SigningViewDto['sender'];

export const termLabel = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** "Dana Ortiz of Acme", or just the organisation when the sender has no name on file. */
export const senderLabel = ({ name, organisation }: SigningSender) =>
  name.trim() ? `${name} of ${organisation}` : organisation;

/**
 * Handwriting faces that ship with Windows, macOS and most Linux desktops, then the generic
 * family: a preview needs no font download, and the signed PDF draws the name in its own font.
 */
export const SIGNATURE_FONT_FAMILY =
  "'Segoe Script', 'Bradley Hand', 'Snell Roundhand', 'Brush Script MT', 'URW Chancery L', 'Z003', cursive";

/**
 * What went wrong with a load, a signing or a decline that no field explains: the server's own
 * sentence (an already used link, too many requests), or a plain one of ours.
 */
export function explainFailure(error: unknown, ourFault: string): string {
  if (isNetworkError(error)) {
    return 'We could not reach the server. Check your internet connection, then try again.';
  }
  return readServerMessage(error) ?? ourFault;
}
