import { describe, expect, it } from 'vitest';
import { countChanges, redline, type RedlinePart } from './redline.ts';

/** The "after" text is what remains when removed parts are dropped; "before" when added are. */
const rebuild = (parts: RedlinePart[], skip: RedlinePart['kind']) =>
  parts
    .filter((part) => part.kind !== skip)
    .map((part) => part.text)
    .join('');

describe('redline', () => {
  it('shows no change for identical texts', () => {
    const text = 'Both parties keep shared information confidential.';
    expect(redline(text, text)).toEqual([{ kind: 'same', text }]);
    expect(countChanges(redline(text, text))).toBe(0);
  });

  it('marks a replaced word as removed then added, in reading order', () => {
    expect(redline('The term is 12 months.', 'The term is 24 months.')).toEqual([
      { kind: 'same', text: 'The term is ' },
      { kind: 'removed', text: '12' },
      { kind: 'added', text: '24' },
      { kind: 'same', text: ' months.' },
    ]);
  });

  it('marks inserted and deleted words', () => {
    const inserted = redline('Keep it secret.', 'Keep it strictly secret.');
    expect(inserted.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'added', text: 'strictly ' },
    ]);
    const deleted = redline('Keep it strictly secret.', 'Keep it secret.');
    expect(deleted.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'strictly ' },
    ]);
  });

  it('always rebuilds both versions exactly, line breaks included', () => {
    const before = '1. Purpose.\nShare data for research.\n\n2. Term. 12 months.';
    const after =
      '1. Purpose.\nShare de-identified data for joint research.\n\n2. Term. 18 months.\n3. Law. Texas.';
    const parts = redline(before, after);
    expect(rebuild(parts, 'added')).toBe(before);
    expect(rebuild(parts, 'removed')).toBe(after);
    expect(countChanges(parts)).toBeGreaterThan(0);
  });

  it('handles empty texts on either side', () => {
    expect(redline('', 'New clause.')).toEqual([{ kind: 'added', text: 'New clause.' }]);
    expect(redline('Old clause.', '')).toEqual([{ kind: 'removed', text: 'Old clause.' }]);
    expect(redline('', '')).toEqual([]);
  });

  it('keeps markup as plain text parts', () => {
    const parts = redline('Hello', 'Hello <script>alert(1)</script>');
    expect(rebuild(parts, 'removed')).toBe('Hello <script>alert(1)</script>');
    expect(parts.some((part) => part.kind === 'added' && part.text.includes('<script>'))).toBe(
      true,
    );
  });
});
