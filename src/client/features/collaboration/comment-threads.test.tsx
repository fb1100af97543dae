import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommentDto, LinkSummaryDto } from '../../../domain/collaboration/dtos.ts';
import { CommentThreads } from './comment-threads.tsx';

const link = (id: string, overrides: Partial<LinkSummaryDto>): LinkSummaryDto => ({
  id,
  accessLevel: 'comment',
  organizationType: null,
  recipient: null,
  status: 'active',
  createdAt: '2026-11-02T15:00:00.000Z',
  ...overrides,
});
const hospital = link('00000000-0000-4000-8000-000000000001', {
  organizationType: 'hospital',
  recipient: 'Dr. Maya Patel',
});
const investor = link('00000000-0000-4000-8000-000000000002', {
  organizationType: 'investor',
  recipient: 'Northwind Capital',
  status: 'deactivated',
});

let count = 0;
const comment = (
  authorName: string,
  content: string,
  thread: LinkSummaryDto | null,
  isFromStaff = false,
): CommentDto => ({
  id: `00000000-0000-4000-9000-00000000000${(count += 1)}`,
  documentId: '00000000-0000-4000-8000-00000000000d',
  authorName,
  authorEmail: null,
  content,
  isResolved: false,
  createdAt: '2026-11-03T15:00:00.000Z',
  link: thread,
  isFromStaff,
});

function renderThreads(comments: CommentDto[]) {
  render(
    <CommentThreads
      comments={comments}
      renderComment={(item) => <li>{`${item.authorName}: ${item.content}`}</li>}
      renderReply={(_link, name) => <p>{`Reply form for ${name}`}</p>}
    />,
  );
}

describe('CommentThreads', () => {
  it('shows one conversation per link, named after it, then the staff-only notes', () => {
    renderThreads([
      comment('Dr. Maya Patel', 'Clause 4 must cover therapy notes.', hospital),
      comment('Priya', 'We need a two-year term.', investor),
      comment('Jordan', 'Therapy notes are in clause 4.', hospital, true),
      comment('Jordan', 'Legal has not seen this yet.', null, true),
    ]);
    const headings = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Comment link for Dr. Maya Patel (Hospital)',
      'Comment link for Northwind Capital (Investor)',
      'Staff only',
    ]);

    const hospitalThread = screen.getByRole('region', {
      name: 'Comment link for Dr. Maya Patel (Hospital)',
    });
    expect(
      within(hospitalThread)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Dr. Maya Patel: Clause 4 must cover therapy notes.',
      'Jordan: Therapy notes are in clause 4.',
    ]);
    expect(hospitalThread.textContent).toContain(
      "Only this link's recipient and staff see this conversation.",
    );
    // A reply goes to the conversation it sits in.
    expect(
      within(hospitalThread).getByText('Reply form for Comment link for Dr. Maya Patel (Hospital)'),
    ).toBeTruthy();

    const staffOnly = screen.getByRole('region', { name: 'Staff only' });
    expect(
      within(staffOnly)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Jordan: Legal has not seen this yet.']);
    expect(staffOnly.textContent).toContain('No outside party sees these comments.');
    expect(within(staffOnly).queryByText(/Reply form/)).toBeNull();
  });

  it('offers no reply to a link that no longer works, and says why', () => {
    renderThreads([comment('Priya', 'We need a two-year term.', investor)]);
    const thread = screen.getByRole('region', {
      name: 'Comment link for Northwind Capital (Investor)',
    });
    expect(thread.textContent).toContain('This link no longer works');
    expect(within(thread).queryByText(/Reply form/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Staff only' })).toBeNull();
  });
});
