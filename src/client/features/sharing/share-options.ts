import type { HealthcareShareInput } from '../../../domain/sharing/schemas.ts';
import type { ShareLinkStatus } from '../../../domain/sharing/sharing.ts';
import {
  SHARE_EXPIRY_NEVER,
  TEMPORARY_LINK_DAYS,
  type AccessLevel,
  type ShareExpiryChoice,
} from '../../../domain/sharing/sharing.ts';

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
