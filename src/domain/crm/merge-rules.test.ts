import { describe, expect, it } from 'vitest';
import { fieldsToFill, softCreditsToDrop, type MergeFields } from './merge-rules.ts';

const blank: MergeFields = {
  email: null,
  phone: null,
  organization: null,
  title: null,
  capacity: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  notes: null,
  nextFollowUp: null,
  assignedTo: null,
  source: null,
  householdId: null,
  interests: [],
  rating: 0,
};

describe('fieldsToFill', () => {
  it('fills only fields empty on the kept donor', () => {
    const kept = { ...blank, email: 'ana@example.org', phone: '  ' };
    const other = {
      ...blank,
      email: 'old@example.org',
      phone: '555-0100',
      city: 'Austin',
      rating: 4,
    };
    expect(fieldsToFill(kept, other)).toEqual({ phone: '555-0100', city: 'Austin', rating: 4 });
  });

  it('keeps the kept donor’s interests and rating', () => {
    const kept = { ...blank, interests: ['k12'], rating: 2 };
    expect(fieldsToFill(kept, { ...blank, interests: ['arts'], rating: 5 })).toEqual({});
  });
});

describe('softCreditsToDrop', () => {
  const giftDonors = new Map([
    ['g-removed', 'removed'],
    ['g-kept', 'kept'],
    ['g-other', 'other'],
  ]);
  it('drops credits that would credit the kept donor on their own gift or twice', () => {
    const credits = [
      { id: '1', donationId: 'g-removed', donorId: 'kept' },
      { id: '2', donationId: 'g-kept', donorId: 'removed' },
      { id: '3', donationId: 'g-other', donorId: 'kept' },
      { id: '4', donationId: 'g-other', donorId: 'removed' },
      { id: '5', donationId: 'g-other', donorId: 'someone' },
    ];
    const dropped = softCreditsToDrop({
      keptId: 'kept',
      removedId: 'removed',
      credits,
      giftDonors,
    });
    expect(dropped.map((credit) => credit.id)).toEqual(['1', '2', '4']);
  });
});
