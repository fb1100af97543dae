import { describe, expect, it } from 'vitest';
import type { CommentDto, LinkSummaryDto } from './dtos.ts';
import { groupIntoThreads, linkName } from './comment-threads.ts';

const link = (id: string, overrides: Partial<LinkSummaryDto> = {}): LinkSummaryDto => ({
  id,
  accessLevel: 'comment',
  organizationType: null,
  recipient: null,
  status: 'active',
  createdAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});
const comment = (content: string, thread: LinkSummaryDto | null): CommentDto => ({
  id: `id-${content}`,
  documentId: 'document',
  authorName: 'Someone',
  content,
  isResolved: false,
  createdAt: '2026-11-02T10:00:00.000Z',
  link: thread,
  isFromStaff: false,
});

describe('linkName', () => {
  it('names the level, then the recipient, then the organisation type', () => {
    expect(linkName(link('a', { recipient: 'Dr. Maya Patel', organizationType: 'hospital' }))).toBe(
      'Comment link for Dr. Maya Patel (Hospital)',
    );
    expect(linkName(link('b', { accessLevel: 'edit', recipient: 'kim@example.org' }))).toBe(
      'Edit link for kim@example.org',
    );
    expect(linkName(link('c', { accessLevel: 'view', organizationType: 'investor' }))).toBe(
      'View link (Investor)',
    );
    expect(linkName(link('d', { accessLevel: 'view' }))).toBe('View link');
  });
});

describe('groupIntoThreads', () => {
  it('keeps one conversation per link in the order they started, staff-only notes last', () => {
    const hospital = link('hospital');
    const investor = link('investor');
    const threads = groupIntoThreads([
      comment('note 1', null),
      comment('hospital 1', hospital),
      comment('investor 1', investor),
      comment('hospital 2', hospital),
      comment('note 2', null),
    ]);
    expect(
      threads.map((thread) => [thread.link?.id ?? null, thread.comments.map((c) => c.content)]),
    ).toEqual([
      ['hospital', ['hospital 1', 'hospital 2']],
      ['investor', ['investor 1']],
      [null, ['note 1', 'note 2']],
    ]);
  });

  it('has no staff-only group without notes, and nothing for no comments', () => {
    expect(groupIntoThreads([comment('only', link('x'))]).map((t) => t.link?.id)).toEqual(['x']);
    expect(groupIntoThreads([])).toEqual([]);
  });
});
