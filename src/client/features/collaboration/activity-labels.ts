import type { ActivityType } from '../../../domain/sharing/sharing.ts';
import type { DocumentVersionSource } from '../../../domain/documents/documents.ts';

/** What each activity type says after the person's name ("Avery Chen viewed the document"). */
const ACTIVITY_PHRASES: Record<ActivityType, string> = {
  viewed: 'viewed the document',
  commented: 'added a comment',
  shared: 'shared the document',
  downloaded: 'downloaded the document',
  edited: 'edited the text',
  invited: 'invited a collaborator',
  revoked: 'turned off a link',
};

export const activityPhrase = (action: string) =>
  ACTIVITY_PHRASES[action as ActivityType] ?? action.replace(/[-_.]/g, ' ');

export const VERSION_SOURCE_LABELS: Record<DocumentVersionSource, string> = {
  admin: 'Admin',
  'share-link': 'Shared link',
  upload: 'Uploaded file',
};
