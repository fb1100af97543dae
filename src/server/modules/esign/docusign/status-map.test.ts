import { describe, expect, it } from 'vitest';
import { mapDocusignStatus, toEnvelopeState } from './status-map.ts';

describe('DocuSign envelope status → ours', () => {
  it.each([
    ['created', 'sent'],
    ['sent', 'sent'],
    ['correct', 'sent'],
    ['processing', 'sent'],
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

  it('reads a status it does not know as sent, keeping the times, instead of failing', () => {
    expect(mapDocusignStatus('somethingnew')).toBeUndefined();
    expect(
      toEnvelopeState({ status: 'somethingnew', sentDateTime: '2026-02-01T12:00:00.0000000Z' }),
    ).toMatchObject({
      status: 'sent',
      sentAt: new Date('2026-02-01T12:00:00Z'),
      completedAt: null,
    });
  });
});
