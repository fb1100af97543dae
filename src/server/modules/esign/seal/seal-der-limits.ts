import { AppError } from '../../../http/app-error.ts';

/**
 * Bounds on a PDF's seal (its /Contents, a PKCS#7 message in DER) before node-forge parses it:
 * forge builds an object per DER element, recursively, on a 2.8 MB seal of 1.4 million tiny
 * elements it worked for 2.7 s. A real seal is a few kilobytes: a signature, a chain of a few
 * certificates, perhaps a timestamp and revocation answers, a few thousand elements at most,
 * nested about 15 levels deep.
 */
export const MAX_SEAL_BYTES = 512 * 1024;
export const MAX_SEAL_ELEMENTS = 100_000;
export const MAX_SEAL_DEPTH = 64;

const NOT_CHECKED = 'so it was not checked. It is not one of our signed agreements.';
export const SEAL_TOO_LARGE_MESSAGE = `This PDF's digital signature is larger than ${MAX_SEAL_BYTES / 1024} KB, far larger than a signature needs, ${NOT_CHECKED}`;
export const SEAL_TOO_MANY_ELEMENTS_MESSAGE = `This PDF's digital signature is made of more than ${MAX_SEAL_ELEMENTS.toLocaleString('en-US')} parts, far more than a signature needs, ${NOT_CHECKED}`;
export const SEAL_TOO_DEEP_MESSAGE = `This PDF's digital signature is nested more than ${MAX_SEAL_DEPTH} levels deep, far more than a signature needs, ${NOT_CHECKED}`;

export const sealRefused = (message: string) => new AppError(422, message);

const BIT_STRING = 0x03;
const CONSTRUCTED = 0x20;
const INDEFINITE_LENGTH = 0x80;

type Frame = {
  /** Where the frame's bytes end (for an indefinite length, where its parent's end). */
  end: number;
  isIndefinite: boolean;
  /** forge tries BIT STRING contents as DER, and keeps the bytes when they are not. */
  isBitString: boolean;
  isInsideBitString: boolean;
};

/** Element header: its tag, content start and length (undefined: indefinite), or null if cut. */
function readHeader(der: Uint8Array, offset: number, end: number) {
  if (offset + 2 > end) return null;
  const lengthByte = der[offset + 1]!;
  if (lengthByte === INDEFINITE_LENGTH) return { tag: der[offset]!, start: offset + 2 };
  const lengthBytes = lengthByte & 0x80 ? lengthByte & 0x7f : 0;
  if (lengthBytes > 4 || offset + 2 + lengthBytes > end) return null;
  let length = lengthBytes ? 0 : lengthByte;
  for (let index = 0; index < lengthBytes; index += 1) {
    length = length * 256 + der[offset + 2 + index]!;
  }
  const start = offset + 2 + lengthBytes;
  return start + length > end ? null : { tag: der[offset]!, start, length };
}

/**
 * Walks the DER as forge's fromDer reads it (constructed values, indefinite lengths, and the one
 * level of BIT STRING contents it tries as DER), counting elements and depth; throws a 422 at
 * the first limit passed. It allocates nothing per element. Returns false when the bytes are not
 * DER forge could read, so forge never parses what the walk did not measure.
 */
export function checkSealDer(der: Uint8Array): boolean {
  const frames: Frame[] = [
    { end: der.length, isIndefinite: false, isBitString: false, isInsideBitString: false },
  ];
  let offset = 0;
  let elements = 0;
  for (;;) {
    const frame = frames.at(-1)!;
    const isEndOfContents = offset + 2 <= frame.end && der[offset] === 0 && der[offset + 1] === 0;
    if (frame.isIndefinite && isEndOfContents) {
      offset += 2;
      frames.pop();
      continue;
    }
    if (!frame.isIndefinite && offset >= frame.end) {
      if (frames.length === 1) return true;
      frames.pop();
      continue;
    }
    const header = readHeader(der, offset, frame.end);
    if (!header || (header.length === undefined && (header.tag & CONSTRUCTED) === 0)) {
      // Inside a BIT STRING, forge keeps bytes that are not DER as they are: skip them.
      const bitString = frames.findLastIndex((each) => each.isBitString);
      if (bitString === -1) return false;
      offset = frames[bitString]!.end;
      frames.length = bitString;
      continue;
    }
    elements += 1;
    if (elements > MAX_SEAL_ELEMENTS) throw sealRefused(SEAL_TOO_MANY_ELEMENTS_MESSAGE);
    if (frames.length > MAX_SEAL_DEPTH) throw sealRefused(SEAL_TOO_DEEP_MESSAGE);
    const { tag, start, length } = header;
    const inherited = { isBitString: false, isInsideBitString: frame.isInsideBitString };
    if (tag & CONSTRUCTED) {
      frames.push(
        length === undefined
          ? { end: frame.end, isIndefinite: true, ...inherited }
          : { end: start + length, isIndefinite: false, ...inherited },
      );
      offset = start;
    } else if (tag === BIT_STRING && !frame.isInsideBitString && length! > 1 && der[start] === 0) {
      frames.push({
        end: start + length!,
        isIndefinite: false,
        isBitString: true,
        isInsideBitString: true,
      });
      offset = start + 1;
    } else {
      offset = start + length!;
    }
  }
}
