import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.ts';
import { mapDocusignStatus, toEnvelopeState } from './status-map.ts';

describe('DocuSign envelope status → ours', () => {
  it.each([
    ['created', 'sent'],
    ['sent', 'sent'],
    ['correct', 'sent'],
    ['delivered', 'delivered'],
    ['signed', 'delivered'],
    ['completed', 'completed'],
    ['declined', 'declined'],
    ['voided', 'voided'],
    ['timedout', 'voided'],
    ['Completed', 'completed'],
  ])('%s → %s', (docusign, ours) => {
    expect(mapDocusignStatus(docusign)).toBe(ours);
  });

  it('reads DocuSign’s seven-digit fractions and leaves missing times null', () => {
    expect(
      toEnvelopeState({ status: 'voided', voidedDateTime: '2026-02-01T12:30:45.1230000Z' }),
    ).toEqual({
      status: 'voided',
      sentAt: null,
      deliveredAt: null,
      completedAt: null,
      declinedAt: null,
      voidedAt: new Date('2026-02-01T12:30:45.123Z'),
    });
  });

  it('refuses a status it does not know instead of guessing', () => {
    expect(() => toEnvelopeState({ status: 'template' })).toThrow(AppError);
  });
});
