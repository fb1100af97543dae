import { describe, expect, it } from 'vitest';
import { validationMessage as enrollmentMessage } from './es/enrollment-messages.ts';
import { validationMessage as giftMessage } from './es/giving.ts';
import { withinLimit } from './form-messages.ts';

// The Spanish messages say the limit, as the English ones do ("under 4001 characters").
describe('Spanish validation messages with their limits', () => {
  it('writes the limit with the thousands separator the counter uses', () => {
    expect(withinLimit(4000)).toBe('con 4,000 caracteres o menos');
    expect(withinLimit(100)).toBe('con 100 caracteres o menos');
  });

  it('says "fewer characters" only when no limit is known (a server message)', () => {
    expect(withinLimit(undefined)).toBe('con menos caracteres');
  });

  it('names the field and its limit on the enrollment form', () => {
    expect(enrollmentMessage('studentNeeds', 'too_big', 'Keep … under 4001 characters', 4000)).toBe(
      'Escriba las necesidades del estudiante con 4,000 caracteres o menos',
    );
    expect(enrollmentMessage('firstName', 'too_small', 'Enter …', undefined)).toBe(
      'Escriba el nombre del estudiante',
    );
  });

  it('names the field and its limit on the give form', () => {
    expect(giftMessage('note', 'too_big', 'Keep … under 1001 characters', 1000)).toBe(
      'Escriba la nota con 1,000 caracteres o menos',
    );
    expect(giftMessage('firstName', 'too_big', 'Keep … under 101 characters', 100)).toBe(
      'Escriba su nombre con 100 caracteres o menos',
    );
  });
});
