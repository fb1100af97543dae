import { describe, expect, it } from 'vitest';
import { actionRequestOf, failureWords } from './today-actions.ts';
import { item } from './today-test-kit.tsx';

describe('the request of each inline action', () => {
  it('goes to the module that owns the record', () => {
    const gift = item('gift-not-thanked', 1, 'Gift');
    expect(actionRequestOf({ action: 'thank', item: gift })).toEqual({
      url: '/api/donations/00000000-0000-4000-8000-000000000001/acknowledgment',
      body: {},
    });
    expect(actionRequestOf({ action: 'retry', item: item('mail-failed', 2, 'Mail') })).toEqual({
      url: '/api/outbox/00000000-0000-4000-8000-000000000002/retry',
    });
    expect(
      actionRequestOf({ action: 'back-up', item: item('backup-failed', 3, 'Backup') }),
    ).toEqual({ url: '/api/settings/backups' });
    expect(actionRequestOf({ action: 'remind', item: item('offer-expiring', 4, 'Offer') })).toEqual(
      {
        url: '/api/admissions/offers/00000000-0000-4000-8000-000000000004/reminder',
      },
    );
    expect(
      actionRequestOf({ action: 'remind', item: item('signature-stalled', 5, 'Signer') }),
    ).toEqual({ url: '/api/docusign/reminders/00000000-0000-4000-8000-000000000005' });
  });

  it('sends a reply into the outside party’s conversation, or as a staff note without one', () => {
    const comment = item('comment-awaiting-reply', 6, 'Comment');
    const shareLinkId = '00000000-0000-4000-8000-0000000000aa';
    expect(
      actionRequestOf({
        action: 'reply',
        item: { ...comment, reply: { documentId: 'doc-1', shareLinkId } },
        content: 'Thank you, we will send the new draft on Monday.',
      }),
    ).toEqual({
      url: '/api/documents/doc-1/comments',
      body: { content: 'Thank you, we will send the new draft on Monday.', shareLinkId },
    });
    expect(
      actionRequestOf({
        action: 'reply',
        item: { ...comment, reply: { documentId: 'doc-1', shareLinkId: null } },
        content: 'Noted.',
      }),
    ).toEqual({ url: '/api/documents/doc-1/comments', body: { content: 'Noted.' } });
  });
});

describe('the words of a failed action', () => {
  it('are the server’s own, else what did not happen', () => {
    expect(
      failureWords('retry', new Error('409: {"message":"Only a failed message is retried."}')),
    ).toBe('Only a failed message is retried.');
    expect(
      failureWords(
        'reply',
        new Error('400: {"message":"Invalid","fieldErrors":{"content":["Enter a comment"]}}'),
      ),
    ).toBe('Enter a comment');
    expect(failureWords('remind', new Error('502: Bad Gateway'))).toBe(
      'The reminder was not sent. Please try again.',
    );
    expect(failureWords('back-up', new TypeError('Failed to fetch'))).toBe(
      'No backup was made. The server could not be reached; check the connection and try again.',
    );
  });
});
