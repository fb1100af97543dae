import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './reject-nul-characters.ts';

/** `[[[ … "a\u0000" … ]]]`, `depth` arrays deep, built without recursion. */
function nestedArrays(depth: number, innermost: unknown): unknown {
  let value = innermost;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('findNulCharacter', () => {
  it('names the field holding U+0000, in a value or a key, and nothing when none does', () => {
    expect(findNulCharacter({ name: 'Ann', tags: ['a', 'b\u0000'] })).toBe('tags.1');
    expect(findNulCharacter({ nested: { 'bad\u0000key': 1 } })).toBe('nested.bad\u0000key');
    expect(findNulCharacter('top\u0000')).toBe('');
    expect(findNulCharacter({ name: 'Ann', count: 3, missing: null })).toBeUndefined();
  });

  it('does not walk raw bodies: a Buffer or typed array is skipped whole, whatever it carries', () => {
    // Walking a Buffer went byte by byte through Object.entries (0.6 s per MB of webhook body).
    // A walker that entered it would also find this extra property; a skipped buffer is not read.
    const buffer = Object.assign(Buffer.alloc(1024 * 1024), { note: 'a\u0000b' });
    const bytes = Object.assign(new Uint8Array(16), { note: 'a\u0000b' });
    expect(findNulCharacter(buffer)).toBeUndefined();
    expect(findNulCharacter({ raw: bytes })).toBeUndefined();
    expect(findNulCharacter({ raw: new Float64Array(8), text: 'x\u0000' })).toBe('text');
  });

  it('walks without recursion: 200,000 levels deep do not overflow the stack', () => {
    expect(findNulCharacter(nestedArrays(200_000, 'a\u0000'))).toBe(
      Array.from({ length: 200_000 }, () => '0').join('.'),
    );
    expect(findNulCharacter(nestedArrays(200_000, 'clean'))).toBeUndefined();
  });

  it('finds the one bad string among a million, naming its index', () => {
    const strings = Array.from({ length: 1_000_000 }, (_, index) => `value ${index}`);
    strings[999_999] = 'last\u0000';
    expect(findNulCharacter({ strings })).toBe('strings.999999');
  });
});
