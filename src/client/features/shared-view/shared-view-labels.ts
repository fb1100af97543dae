import { z } from 'zod';

/** Words of the shared view that the spec leaves open; the fixed ones stay in the components. */

export const viewCountLabel = (count: number) =>
  `Viewed ${count} ${count === 1 ? 'time' : 'times'}`;

export const durationLabel = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** The activity types of the server (domain/sharing/sharing.ts), as the end of a sentence. */
const ACTIVITY_VERBS: Record<string, string> = {
  viewed: 'viewed the document',
  commented: 'commented',
  shared: 'shared the document',
  downloaded: 'downloaded the document',
  edited: 'edited the agreement',
  invited: 'invited a collaborator',
  revoked: 'revoked access',
};

export const activityVerb = (action: string) => ACTIVITY_VERBS[action] ?? action;

/** The email is optional (spec §5): blank is fine, anything else must look like an address. */
export const isUsableOptionalEmail = (email: string) =>
  email.trim() === '' || z.email().safeParse(email.trim()).success;

/** What the recipient typed, as the API takes it: the email is null when empty. */
export const toAuthorFields = (author: { name: string; email: string }) => ({
  authorName: author.name.trim(),
  authorEmail: author.email.trim() || null,
});
