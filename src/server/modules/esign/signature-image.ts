import {
  MAX_SIGNATURE_IMAGE_BYTES,
  MAX_SIGNATURE_IMAGE_HEIGHT,
  MAX_SIGNATURE_IMAGE_WIDTH,
} from '../../../domain/esign/esign.ts';
import { SIGNATURE_IMAGE_MESSAGE } from '../../../domain/esign/schemas.ts';
import { fieldError } from '../../http/app-error.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const SIGNATURE_DIMENSIONS_MESSAGE = `The drawn signature is larger than ${MAX_SIGNATURE_IMAGE_WIDTH} × ${MAX_SIGNATURE_IMAGE_HEIGHT} pixels. Clear it and draw again.`;

/**
 * Width and height from the PNG's first chunk, which must be IHDR: after the 8-byte signature
 * come the chunk's length (4 bytes) and type (4), then width and height as big-endian uint32.
 */
function readPngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The PNG bytes of a drawn signature's data URL; anything that is not a PNG is refused, and so is
 * one claiming more pixels than a signature box has, before pdf-lib decodes it: the pixels, not
 * the bytes, decide what decoding costs (4 kB can claim 36 million pixels).
 */
export function decodeSignatureImage(dataUrl: string): Uint8Array {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > MAX_SIGNATURE_IMAGE_BYTES) {
    throw fieldError(
      'signatureImage',
      'The drawn signature is too large. Clear it and draw again.',
    );
  }
  if (bytes.length < 60 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) {
    throw fieldError('signatureImage', SIGNATURE_IMAGE_MESSAGE);
  }
  const size = readPngSize(bytes);
  if (!size || size.width === 0 || size.height === 0) {
    throw fieldError('signatureImage', SIGNATURE_IMAGE_MESSAGE);
  }
  if (size.width > MAX_SIGNATURE_IMAGE_WIDTH || size.height > MAX_SIGNATURE_IMAGE_HEIGHT) {
    throw fieldError('signatureImage', SIGNATURE_DIMENSIONS_MESSAGE);
  }
  return bytes;
}
