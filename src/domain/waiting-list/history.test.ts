import { describe, expect, it } from 'vitest';
import { describeEntryChanges } from './history.ts';

describe('the changes in a waiting-list history entry', () => {
  it('says each change as old → new, in the words staff see elsewhere', () => {
    expect(
      describeEntryChanges({
        campus: 'k12',
        changes: {
          status: { from: 'active', to: 'invited' },
          priority: { from: 1, to: 3 },
          staffNotes: { from: null, to: 'Call after 4 pm.' },
        },
        reason: 'Sibling enrolled',
      }),
    ).toEqual([
      { label: 'Status', from: 'Waiting', to: 'Invited to enroll' },
      { label: 'Priority', from: '1', to: '3' },
      { label: 'Staff notes', from: null, to: 'Call after 4 pm.' },
    ]);
  });

  it('shows older entries with what they hold', () => {
    // Before notes were recorded old → new, a notes change was recorded without the text.
    expect(describeEntryChanges({ changes: { staffNotes: 'changed' } })).toEqual([
      { label: 'Staff notes', note: 'Changed (the text was not recorded then)' },
    ]);
    expect(describeEntryChanges({ campus: 'k12' })).toEqual([]);
    expect(describeEntryChanges(null)).toEqual([]);
    // A status the labels do not know is shown as it was stored.
    expect(
      describeEntryChanges({ changes: { status: { from: 'contacted', to: 'withdrawn' } } }),
    ).toEqual([{ label: 'Status', from: 'contacted', to: 'Withdrawn' }]);
  });
});

describe('seat offers in the history', () => {
  it('says the offer step and the status it moved the entry to', () => {
    expect(
      describeEntryChanges({
        changes: {
          status: { from: 'invited', to: 'active' },
          offer: { from: 'open', to: 'lapsed' },
        },
      }),
    ).toEqual([
      { label: 'Status', from: 'Invited to enroll', to: 'Waiting' },
      { label: 'Seat offer', from: 'Offer open', to: 'Deadline passed' },
    ]);
    expect(describeEntryChanges({ changes: { offer: { from: null, to: 'open' } } })).toEqual([
      { label: 'Seat offer', from: null, to: 'Offer open' },
    ]);
  });
});

describe('values that do not fit', () => {
  it('names each value with its own field’s words only, and empty values as empty', () => {
    expect(
      describeEntryChanges({
        changes: {
          status: { from: 'open', to: ['active'] },
          offer: { from: 'active', to: ['open'] },
          staffNotes: { from: '', to: 'accepted' },
          priority: { from: undefined, to: 2 },
        },
      }),
    ).toEqual([
      { label: 'Status', from: 'open', to: 'active' },
      { label: 'Seat offer', from: 'active', to: 'open' },
      { label: 'Priority', from: null, to: '2' },
      { label: 'Staff notes', from: null, to: 'accepted' },
    ]);
    expect(describeEntryChanges({ changes: { status: null } })).toEqual([
      { label: 'Status', note: 'Changed (the text was not recorded then)' },
    ]);
  });
});
