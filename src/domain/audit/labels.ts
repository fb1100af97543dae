import { isAuditEntity, type AuditEntity } from './audit.ts';

/**
 * The audit log in plain words, for the owner's audit page and its CSV: "Exported donors",
 * "Viewed a student's needs". The log itself keeps the server's short names (`export`, `donor`).
 */

/** What a kind of record is called on its own, as the Record column shows it. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  user: 'Staff account',
  session: 'Sign-in session',
  document: 'NDA',
  partner: 'Partner',
  template: 'NDA template',
  pdf_template: 'PDF template',
  data_room: 'Data room',
  data_room_member: 'Data room invitee',
  donor: 'Donor',
  donation: 'Gift',
  campaign: 'Campaign',
  email_campaign: 'Email campaign',
  interaction: 'Donor contact',
  household: 'Household',
  soft_credit: 'Soft credit',
  recurring_gift: 'Monthly gift',
  waiting_list: 'Waiting-list entry',
  seat_group: 'Seats',
  visit_event: 'Visit',
  visit_booking: 'Visit booking',
  settings: 'Settings',
  outbox: 'Outbox email',
  audit_log: 'Audit log',
  backup: 'Backup',
};

/** The record inside a sentence: "Changed a partner". */
const ENTITY_NOUNS: Record<AuditEntity, string> = {
  user: 'a staff account',
  session: 'a sign-in session',
  document: 'an NDA',
  partner: 'a partner',
  template: 'an NDA template',
  pdf_template: 'a PDF template',
  data_room: 'a data room',
  data_room_member: 'a data room invitee',
  donor: 'a donor',
  donation: 'a gift',
  campaign: 'a campaign',
  email_campaign: 'an email campaign',
  interaction: 'a donor contact',
  household: 'a household',
  soft_credit: 'a soft credit',
  recurring_gift: 'a monthly gift',
  waiting_list: 'a waiting-list entry',
  seat_group: 'the seats of a grade or program',
  visit_event: 'a visit',
  visit_booking: 'a visit booking',
  settings: 'the settings',
  outbox: 'an email in the outbox',
  audit_log: 'the audit log',
  backup: 'a backup',
};

/** What an export copied out, by the kind of record it holds. */
const EXPORT_NOUNS: Partial<Record<AuditEntity, string>> = {
  donor: 'donors',
  donation: 'gifts',
  waiting_list: 'waiting-list entries',
  seat_group: 'seat offers',
  visit_booking: 'visit bookings',
  audit_log: 'the audit log',
};

/** What each action did, with `{record}` where the record goes; a bare verb puts it last. */
const ACTION_PHRASES: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  send: 'Sent',
  upload: 'Uploaded',
  expire: 'Marked {record} as expired',
  archive: 'Archived',
  restore: 'Restored',
  enable: 'Turned on',
  disable: 'Turned off',
  'change-roles': 'Changed the roles of',
  'reset-password': 'Reset the password of',
  'change-password': 'Changed the password of',
  'add-passkey': 'Added a passkey to',
  'remove-passkey': 'Removed a passkey from',
  share: 'Shared',
  'deactivate-share': 'Turned off a share link of',
  invite: 'Invited a collaborator to',
  'edit-content': 'Edited the text of',
  'send-for-signature': 'Sent {record} for signature',
  'void-signature': 'Cancelled the signature request of',
  'decline-signature': 'Declined to sign',
  'signature-status': 'Updated the signature status of',
  sign: 'Signed',
  offer: 'Offered a seat to',
  'remind-offer': 'Reminded {record} of a seat offer',
  'accept-offer': 'Accepted a seat for',
  'decline-offer': 'Declined a seat for',
  'lapse-offer': 'Let a seat offer pass for',
  'withdraw-offer': 'Withdrew the seat offer of',
  'set-default': 'Made {record} the default',
  acknowledge: 'Sent a thank-you letter for',
  'resend-acknowledgment': 'Sent the thank-you letter again for',
  'send-statement': 'Sent a giving statement to',
  import: 'Imported',
  schedule: 'Scheduled',
  unschedule: 'Unscheduled',
  withdraw: 'Withdrew',
  'resend-link': 'Emailed a new status link for',
  open: 'Opened',
  retry: 'Queued {record} again',
  'read-student-needs': "Viewed the student's needs in",
  refund: 'Recorded a refund of',
  cancel: 'Stopped',
  pledge: 'Recorded a pledge from the give page as',
  'mark-attendance': 'Marked the attendance of',
};

/** Whole sentences where "<verb> <record>" would read badly. */
const WHOLE_PHRASES: Record<string, string> = {
  'login session': 'Signed in',
  'logout session': 'Signed out',
  'import donor': 'Imported donors from a CSV file',
  'read-student-needs waiting_list': "Viewed a student's needs",
  'download backup': 'Downloaded a backup of the whole database',
  'invite data_room': 'Invited someone to a data room',
  'download data_room_member': 'Downloaded the signed NDA of a data room invitee',
  'revoke data_room_member': 'Withdrew the invitation of a data room invitee',
};

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** An action the list does not know yet ("merge-records") as words: "Merge records". */
const tidy = (action: string) => capitalised(action.replace(/[-_.:]+/g, ' ').trim()) || action;

/** What happened, in plain words: the audit page's What column. */
export function describeAuditAction(action: string, entity: string): string {
  const whole = WHOLE_PHRASES[`${action} ${entity}`];
  if (whole) return whole;
  const noun = isAuditEntity(entity) ? ENTITY_NOUNS[entity] : `a record (${entity})`;
  if (action === 'export') {
    const what = isAuditEntity(entity) ? EXPORT_NOUNS[entity] : undefined;
    return `Exported ${what ?? `details of ${noun}`}`;
  }
  // Gifts record a status change as `status:<new status>` (update-donation.ts).
  if (action.startsWith('status:')) return `Marked ${noun} as ${action.slice(7)}`;
  const phrase = ACTION_PHRASES[action];
  if (!phrase) return `${tidy(action)}: ${noun}`;
  return phrase.includes('{record}') ? phrase.replace('{record}', noun) : `${phrase} ${noun}`;
}

/** The Record column's name of a kind of record; an unknown kind as it was written. */
export const auditEntityLabel = (entity: string): string =>
  isAuditEntity(entity) ? AUDIT_ENTITY_LABELS[entity] : tidy(entity);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** camelCase keys as lower-case words: "includeStudentNeeds" → "include student needs". */
const keyWords = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (isRecord(value)) {
    if ('from' in value && 'to' in value && Object.keys(value).length === 2) {
      return `${valueText(value.from)} → ${valueText(value.to)}`;
    }
    return `(${detailParts(value).join('; ')})`;
  }
  return String(value);
}

/**
 * Keys read first, in this order. jsonb keeps keys shortest first ("to" before "from"), so the
 * stored order is not the order they were written in.
 */
const LEADING_KEYS = ['format', 'rows', 'report', 'letter', 'from', 'to'];
const rank = (key: string) => {
  const index = LEADING_KEYS.indexOf(key);
  return index === -1 ? LEADING_KEYS.length : index;
};

const detailParts = (details: Record<string, unknown>) =>
  Object.entries(details)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => `${keyWords(key)}: ${valueText(value)}`);

/**
 * An entry's details as one line ("rows: 12; report: lybunt"), for the Details column and the
 * CSV. Empty when the entry has none.
 */
export const describeAuditDetails = (details: Record<string, unknown> | null): string =>
  details ? detailParts(details).join('; ') : '';
