import { describe, expect, it } from 'vitest';
import { describeEntryChanges } from './waiting-list-history.ts';

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
    // Before Step 12 a notes change was recorded without the text.
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
