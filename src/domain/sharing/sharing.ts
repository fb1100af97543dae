/** Share-link access levels (admin spec §2 "Share dialog"); the API also calls this `permissions`. */
export const ACCESS_LEVELS = ['view', 'comment', 'edit'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/**
 * What a mailed link lets its person do, in plain words (an invitation, an NDA sent by mail).
 * Short enough for a select at 320 px with larger text: each level includes reading.
 */
export const ACCESS_LEVEL_WORDS: Record<AccessLevel, string> = {
  view: 'Read only',
  comment: 'Read and comment',
  edit: 'Comment and edit',
};

/** Levels that show the comment form on the shared view (spec §6); anything else is read only. */
export const COMMENTING_ACCESS_LEVELS = [
  'comment',
  'edit',
] as const satisfies readonly AccessLevel[];

/** A link works while active; it stops when its expiry time comes or an admin turns it off. */
export const SHARE_LINK_STATUSES = ['active', 'expired', 'deactivated'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

/** Organisation types offered by the healthcare sharing centre (spec §2 "Quick-share options"). */
export const ORGANIZATION_TYPES = ['hospital', 'investor', 'partner', 'board'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** The healthcare sharing centre's organisation types (admin spec §2 "Quick-share options"). */
export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, string> = {
  hospital: 'Hospital',
  investor: 'Investor',
  partner: 'Partner',
  board: 'Board',
};

/**
 * collaboration_activity.activityType: the spec's four (viewed, commented, shared, downloaded)
 * plus the actions the collaboration panel performs (edit links, invitations, revoking access).
 */
export const ACTIVITY_TYPES = [
  'viewed',
  'commented',
  'shared',
  'downloaded',
  'edited',
  'invited',
  'revoked',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * What a link holder's activity list shows: what the people reading the NDA did with it. Staff
 * actions (links created or turned off, invitations) are for the admin panel only.
 */
export const PARTNER_ACTIVITY_TYPES = [
  'viewed',
  'commented',
  'downloaded',
  'edited',
] as const satisfies readonly ActivityType[];

/** Share expiry choices (spec §9): a number of days, or never. */
export const SHARE_EXPIRY_DAYS_OPTIONS = [1, 7, 30] as const;
export const SHARE_EXPIRY_NEVER = 'never';
export type ShareExpiryChoice =
  (typeof SHARE_EXPIRY_DAYS_OPTIONS)[number] | typeof SHARE_EXPIRY_NEVER;

/** The quick-share "temporary" view link lasts 7 days. */
export const TEMPORARY_LINK_DAYS = 7;
/** The "copied" indicator clears after 3 seconds. */
export const COPIED_INDICATOR_MS = 3000;
/** The collaboration panel shows the 5 most recent activity entries. */
export const ACTIVITY_FEED_SIZE = 5;
