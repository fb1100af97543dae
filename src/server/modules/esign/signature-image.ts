import { MAX_SIGNATURE_IMAGE_BYTES } from '../../../domain/esign.ts';
import { SIGNATURE_IMAGE_MESSAGE } from '../../../domain/esign-schemas.ts';
import { fieldError } from '../../http/app-error.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG bytes of a drawn signature's data URL; anything that is not a PNG is refused. */
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
  return bytes;
}
