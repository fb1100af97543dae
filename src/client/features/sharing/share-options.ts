import type { HealthcareShareInput, ShareLinkStatus } from '../../../domain/sharing-schemas.ts';
import {
  SHARE_EXPIRY_DAYS_OPTIONS,
  SHARE_EXPIRY_NEVER,
  TEMPORARY_LINK_DAYS,
  type AccessLevel,
  type ShareExpiryChoice,
} from '../../../domain/sharing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  view: 'View',
  comment: 'Comment',
  edit: 'Edit',
};

export const ACCESS_LEVEL_HINT =
  'View: read only. Comment: read and comment. Edit: read, comment and change the text.';

export const SHARE_STATUS_LABELS: Record<ShareLinkStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  deactivated: 'Deactivated',
};

export const EXPIRY_CHOICES: readonly ShareExpiryChoice[] = [
  ...SHARE_EXPIRY_DAYS_OPTIONS,
  SHARE_EXPIRY_NEVER,
];

export const expiryLabel = (choice: ShareExpiryChoice) =>
  choice === SHARE_EXPIRY_NEVER ? 'Never' : `${choice} ${choice === 1 ? 'day' : 'days'}`;

/** A <select> value back to the choice it stands for; anything unknown means "never". */
export function parseExpiryChoice(value: string): ShareExpiryChoice {
  const days = Number(value);
  return (SHARE_EXPIRY_DAYS_OPTIONS as readonly number[]).includes(days)
    ? (days as ShareExpiryChoice)
    : SHARE_EXPIRY_NEVER;
}

/** The ISO time a link chosen now should stop working, or null for "never". */
export function expiresAtFor(choice: ShareExpiryChoice, now: Date = new Date()): string | null {
  if (choice === SHARE_EXPIRY_NEVER) return null;
  return new Date(now.getTime() + choice * DAY_MS).toISOString();
}

/** The quick-share buttons (admin spec §2 "Quick-share options"), in the order shown. */
export const QUICK_SHARES = [
  { kind: 'view', label: 'Copy view link', accessLevel: 'view', expiry: SHARE_EXPIRY_NEVER },
  { kind: 'edit', label: 'Copy edit link', accessLevel: 'edit', expiry: SHARE_EXPIRY_NEVER },
  {
    kind: 'temporary',
    label: `Copy ${TEMPORARY_LINK_DAYS}-day view link`,
    accessLevel: 'view',
    expiry: TEMPORARY_LINK_DAYS,
  },
] as const satisfies readonly {
  kind: string;
  label: string;
  accessLevel: AccessLevel;
  expiry: ShareExpiryChoice;
}[];
export type QuickShareKind = (typeof QUICK_SHARES)[number]['kind'];

export const HEALTHCARE_KIND_LABELS: Record<HealthcareShareInput['accessLevel'], string> = {
  view: 'View',
  collaborate: 'Collaborate (edit)',
  temporary: `Temporary (view for ${TEMPORARY_LINK_DAYS} days)`,
  comment: 'Comment',
  edit: 'Edit',
};
