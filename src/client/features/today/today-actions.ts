import type { TodayAction, TodayItemDto } from '../../../domain/today/today-items.ts';
import { notDoneWords } from '../../lib/not-done-words.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';

/** One inline action on one item; a reply carries its words. */
export interface TodayActionTarget {
  action: Exclude<TodayAction, 'open'>;
  item: TodayItemDto;
  /** The reply's text, for `reply` only. */
  content?: string;
}

const id = (value: string) => encodeURIComponent(value);

/**
 * The request each action makes, on the module that owns the record. A reply joins the outside
 * party's conversation (shareLinkId, ADR 029) the way the document's comments panel sends it;
 * without one it is a note for staff.
 */
export function actionRequestOf({ action, item, content }: TodayActionTarget): {
  url: string;
  body?: unknown;
} {
  switch (action) {
    case 'thank':
      return { url: `/api/donations/${id(item.targetId)}/acknowledgment`, body: {} };
    case 'retry':
      return { url: `/api/outbox/${id(item.targetId)}/retry` };
    case 'back-up':
      return { url: '/api/settings/backups' };
    case 'remind':
      return item.kind === 'offer-expiring'
        ? { url: `/api/admissions/offers/${id(item.targetId)}/reminder` }
        : { url: `/api/docusign/reminders/${id(item.targetId)}` };
    case 'reply': {
      const documentId = item.reply?.documentId ?? item.targetId;
      const shareLinkId = item.reply?.shareLinkId;
      return {
        url: `/api/documents/${id(documentId)}/comments`,
        body: { content: content ?? '', ...(shareLinkId ? { shareLinkId } : {}) },
      };
    }
  }
}

/** What the live region says once the action is done. */
export const ACTION_DONE_WORDS: Record<TodayActionTarget['action'], string> = {
  thank: 'Done: the thank-you letter is on its way.',
  remind: 'Reminder sent.',
  reply: 'Reply sent.',
  retry: 'Queued again.',
  // The server answers once the backup file is written (backups.routes.ts), not before.
  'back-up': 'Backup made.',
};

/** What did not happen, when the server gave no reason of its own. */
const NOT_DONE_WORDS: Record<TodayActionTarget['action'] | 'done' | 'digest', string> = {
  thank: 'The thank-you letter was not sent.',
  remind: 'The reminder was not sent.',
  reply: 'The reply was not sent.',
  retry: 'The message was not queued again.',
  'back-up': 'No backup was made.',
  done: 'The item was not marked done.',
  digest: 'Your choice was not saved.',
};

/**
 * The words shown next to the item when an action fails: the server's own message (or its first
 * field message) when it gave one; else what did not happen and what to try.
 */
export function failureWords(
  action: TodayActionTarget['action'] | 'done' | 'digest',
  error: unknown,
): string {
  return Object.values(readFieldErrors(error))[0] ?? notDoneWords(NOT_DONE_WORDS[action], error);
}
