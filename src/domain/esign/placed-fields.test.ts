import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_FIELD_ID_MESSAGE,
  FIELD_SNAP_POINTS,
  MAX_INITIALS_LENGTH,
  MIN_FIELD_SIZE,
  TOO_LONG_INITIALS_MESSAGE,
  UNKNOWN_PAGE_MESSAGE,
  WRONG_VALUE_TYPE_MESSAGE,
  checkFieldValue,
  fieldErrorKey,
  fieldOutsidePageMessage,
  fieldProblems,
  fieldRequiredMessage,
  inReadingOrder,
  initialsOf,
  isAutoFilled,
  fieldValueInput,
  pageBox,
  placedField,
  snapField,
  type PlacedField,
} from './placed-fields.ts';

const letter = { width: 612, height: 792 };
const field = (overrides: Partial<PlacedField> = {}): PlacedField => ({
  id: 'f1',
  kind: 'text',
  signer: 1,
  page: 1,
  x: 56,
  y: 100,
  width: 180,
  height: 20,
  required: true,
  label: null,
  ...overrides,
});

describe('snapField', () => {
  it('rounds place and size to the 4-point grid', () => {
    expect(snapField({ x: 57.9, y: 101.9, width: 181, height: 22.1 }, letter)).toEqual({
      x: 56,
      y: 100,
      width: 180,
      height: 24,
    });
    expect(FIELD_SNAP_POINTS).toBe(4);
  });

  it('keeps a field at least the smallest size and no larger than the page', () => {
    expect(snapField({ x: 0, y: 0, width: 2, height: 5 }, letter)).toMatchObject({
      width: MIN_FIELD_SIZE,
      height: MIN_FIELD_SIZE,
    });
    expect(snapField({ x: 0, y: 0, width: 900, height: 900 }, letter)).toMatchObject({
      width: 612,
      height: 792,
    });
  });

  it('never lets a field pass an edge: exactly at the edge stays, one step past comes back', () => {
    expect(snapField({ x: 432, y: 772, width: 180, height: 20 }, letter)).toMatchObject({
      x: 432,
      y: 772,
    });
    expect(snapField({ x: 436, y: 776, width: 180, height: 20 }, letter)).toMatchObject({
      x: 432,
      y: 772,
    });
    expect(snapField({ x: -8, y: -4, width: 180, height: 20 }, letter)).toMatchObject({
      x: 0,
      y: 0,
    });
  });

  it('keeps whatever else the field carries', () => {
    expect(snapField(field({ x: 57 }), letter)).toEqual(field({ x: 56 }));
  });
});

describe('inReadingOrder', () => {
  it('reads page by page, top to bottom, and left to right on a line', () => {
    const fields = [
      field({ id: 'p2', page: 2, y: 10 }),
      field({ id: 'low', y: 400 }),
      field({ id: 'right', x: 300, y: 104 }),
      field({ id: 'left', x: 56, y: 100 }),
    ];
    expect(inReadingOrder(fields).map((one) => one.id)).toEqual(['left', 'right', 'low', 'p2']);
  });

  it('puts fields on one line only when their tops are within half the shorter height', () => {
    const order = (fields: PlacedField[]) => inReadingOrder(fields).map((one) => one.id);
    // Height 20: a left field 9 points lower shares the line and comes first; 10 lower does not.
    expect(order([field({ id: 'b', x: 300, y: 100 }), field({ id: 'a', x: 56, y: 109 })])).toEqual([
      'a',
      'b',
    ]);
    expect(order([field({ id: 'b', x: 56, y: 110 }), field({ id: 'a', x: 300, y: 100 })])).toEqual([
      'a',
      'b',
    ]);
    // Above the line, a field 9 points higher is on it too.
    expect(order([field({ id: 'b', x: 300, y: 109 }), field({ id: 'a', x: 56, y: 100 })])).toEqual([
      'a',
      'b',
    ]);
    // Heights 20 and 40: the shorter one decides (10 points), not the taller (20).
    expect(
      order([
        field({ id: 'tall', x: 56, y: 115, height: 40 }),
        field({ id: 'short', x: 300, y: 100, height: 20 }),
      ]),
    ).toEqual(['short', 'tall']);
  });

  it('does not change the list it is given', () => {
    const fields = [field({ id: 'b', y: 300 }), field({ id: 'a', y: 100 })];
    inReadingOrder(fields);
    expect(fields.map((one) => one.id)).toEqual(['b', 'a']);
  });
});

describe('fieldProblems', () => {
  it('accepts fields on their pages, up to the edge and half a point past it', () => {
    expect(fieldProblems([field(), field({ id: 'f2', x: 432.5, y: 772.5 })], [letter])).toEqual([]);
  });

  it('names a field past an edge, on a missing page, or with an id used twice', () => {
    expect(fieldProblems([field({ x: 433 })], [letter])).toEqual([fieldOutsidePageMessage(0, 1)]);
    expect(fieldProblems([field(), field({ id: 'f2', y: 773 })], [letter])).toEqual([
      fieldOutsidePageMessage(1, 1),
    ]);
    expect(fieldProblems([field({ page: 2 })], [letter])).toEqual([UNKNOWN_PAGE_MESSAGE]);
    expect(fieldProblems([field(), field()], [letter])).toEqual([DUPLICATE_FIELD_ID_MESSAGE]);
    expect(fieldOutsidePageMessage(2, 3)).toBe(
      'Field 3 is outside page 3. Move it back onto the page.',
    );
  });
});

describe('the words people read', () => {
  it('says what is wrong with a template in plain words', () => {
    expect(UNKNOWN_PAGE_MESSAGE).toBe('A field is on a page this PDF does not have.');
    expect(DUPLICATE_FIELD_ID_MESSAGE).toBe('Two fields have the same id. Reload the editor.');
    const issue = (input: unknown) =>
      placedField.safeParse(input).error?.issues.map((one) => one.message);
    expect(issue({ ...field(), id: 'a b' })).toEqual([
      'A field id uses letters, digits, - and _ only.',
    ]);
    expect(issue({ ...field(), kind: 'stamp' })).toEqual(['Choose a kind of field from the list']);
    expect(issue({ ...field(), label: 'x'.repeat(121) })).toEqual([
      'Keep the field label under 121 characters',
    ]);
  });
});

describe('pageBox and fieldValueInput', () => {
  it('takes a page up to 14,400 points a side and no empty one', () => {
    expect(pageBox.safeParse({ width: 14_400, height: 1 }).success).toBe(true);
    expect(pageBox.safeParse({ width: 14_401, height: 1 }).success).toBe(false);
    expect(pageBox.safeParse({ width: 612, height: 0 }).success).toBe(false);
    expect(pageBox.safeParse({ width: 612 }).success).toBe(false);
  });

  it('takes a text or a tick for a field of a known document', () => {
    const documentId = '0b6f1e0e-7f5e-4d1a-9c1e-2a7f3c1d9e01';
    const accepted = (input: object) =>
      fieldValueInput.safeParse({ documentId, fieldId: 'f1', value: 'x', ...input }).success;
    expect(accepted({})).toBe(true);
    expect(accepted({ value: true })).toBe(true);
    expect(accepted({ value: 'x'.repeat(500) })).toBe(true);
    expect(accepted({ value: 'x'.repeat(501) })).toBe(false);
    expect(accepted({ value: 3 })).toBe(false);
    expect(accepted({ documentId: 'nope' })).toBe(false);
    expect(accepted({ fieldId: 'a b' })).toBe(false);
    expect(fieldValueInput.safeParse({ fieldId: 'f1', value: 'x' }).success).toBe(false);
  });
});

describe('placedField', () => {
  it('takes a field and turns a blank label into null', () => {
    expect(placedField.parse({ ...field(), label: '  ' }).label).toBeNull();
    expect(placedField.parse({ ...field(), label: ' Department ' }).label).toBe('Department');
  });

  it('refuses an unsafe id, a page 0, a signer 11 and a field smaller than 12 points', () => {
    const refused = (overrides: object) =>
      placedField.safeParse({ ...field(), ...overrides }).success;
    expect(refused({ id: 'a b' })).toBe(false);
    expect(refused({ page: 0 })).toBe(false);
    expect(refused({ signer: 11 })).toBe(false);
    expect(refused({ signer: 10 })).toBe(true);
    expect(refused({ width: 11.9 })).toBe(false);
    expect(refused({ width: 12 })).toBe(true);
    expect(refused({ x: -1 })).toBe(false);
  });
});

describe('checkFieldValue', () => {
  it('takes no value for a field filled from the signature', () => {
    for (const kind of ['signature', 'date-signed', 'full-name'] as const) {
      expect(isAutoFilled(kind)).toBe(true);
      expect(checkFieldValue({ kind, required: true, label: null }, undefined, 'en')).toEqual({
        ok: true,
        stored: null,
      });
    }
    expect(isAutoFilled('initials')).toBe(false);
  });

  it('asks for a required text or initials, trims it, and keeps an optional one empty', () => {
    const text = { kind: 'text' as const, required: true, label: 'Department' };
    expect(checkFieldValue(text, ' ', 'en')).toEqual({
      ok: false,
      message: 'Fill in this field: Department.',
    });
    expect(checkFieldValue(text, undefined, 'es')).toEqual({
      ok: false,
      message: 'Complete este campo: Department.',
    });
    expect(checkFieldValue(text, ' Neurology ', 'en')).toEqual({ ok: true, stored: 'Neurology' });
    expect(checkFieldValue({ ...text, required: false }, '', 'en')).toEqual({
      ok: true,
      stored: null,
    });
  });

  it('asks for a required tick, and stores a tick as true or false', () => {
    const box = { kind: 'checkbox' as const, required: true, label: null };
    expect(checkFieldValue(box, false, 'en')).toEqual({
      ok: false,
      message: 'Tick the box: Checkbox.',
    });
    expect(checkFieldValue(box, undefined, 'es')).toEqual({
      ok: false,
      message: 'Marque la casilla: Casilla.',
    });
    expect(checkFieldValue(box, true, 'en')).toEqual({ ok: true, stored: 'true' });
    expect(checkFieldValue({ ...box, required: false }, undefined, 'en')).toEqual({
      ok: true,
      stored: 'false',
    });
  });

  it('refuses a value of the wrong type', () => {
    expect(
      checkFieldValue({ kind: 'checkbox', required: false, label: null }, 'yes', 'en'),
    ).toEqual({ ok: false, message: WRONG_VALUE_TYPE_MESSAGE.en });
    expect(checkFieldValue({ kind: 'text', required: false, label: null }, true, 'es')).toEqual({
      ok: false,
      message: WRONG_VALUE_TYPE_MESSAGE.es,
    });
  });

  it('takes initials up to 12 characters and refuses 13', () => {
    const initials = { kind: 'initials' as const, required: true, label: null };
    expect(checkFieldValue(initials, 'A'.repeat(MAX_INITIALS_LENGTH), 'en').ok).toBe(true);
    expect(checkFieldValue(initials, 'A'.repeat(MAX_INITIALS_LENGTH + 1), 'en')).toEqual({
      ok: false,
      message: TOO_LONG_INITIALS_MESSAGE.en,
    });
    // A long text is fine: only initials are short.
    expect(
      checkFieldValue({ kind: 'text', required: true, label: null }, 'A'.repeat(13), 'en').ok,
    ).toBe(true);
  });
});

describe('small helpers', () => {
  it('makes initials from a full name', () => {
    expect(initialsOf('  lee  núñez park ')).toBe('L. N. P.');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('a b c d e f g')).toHaveLength(MAX_INITIALS_LENGTH);
  });

  it('keys a field error by document and field', () => {
    expect(fieldErrorKey('doc', 'f1')).toBe('field:doc:f1');
  });

  it('names a field by its label, or by its kind in the language', () => {
    expect(fieldRequiredMessage('initials', null, 'es')).toBe('Complete este campo: Iniciales.');
    expect(fieldRequiredMessage('checkbox', 'I agree', 'es')).toBe('Marque la casilla: I agree.');
  });
});
