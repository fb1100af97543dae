import { z } from 'zod';
import { hasPermission, type Permission, type StaffRole } from '../auth/staff-roles.ts';

/**
 * "Today" (ADR 053): what needs a person now, gathered from the modules that own each thing.
 * Each kind is one module's question ("which gifts are not thanked?"), answered by the same
 * function that module's own list uses, and shown to the roles that may act on it.
 */
export const TODAY_KINDS = [
  'offer-expiring',
  'paper-to-review',
  'signature-stalled',
  'comment-awaiting-reply',
  'gift-not-thanked',
  'follow-up-due',
  'mail-failed',
  'backup-failed',
] as const;
export type TodayKind = (typeof TODAY_KINDS)[number];

/** The one next step an item offers inline; `open` goes to the page where it is done. */
export const TODAY_ACTIONS = ['remind', 'thank', 'reply', 'retry', 'back-up', 'open'] as const;
export type TodayAction = (typeof TODAY_ACTIONS)[number];

interface KindRule {
  /** Who sees it: the permission of the module's own routes. */
  permission: Permission;
  /** The heading of its section. */
  heading: string;
  /** The inline action's button. */
  action: TodayAction;
  actionLabel: string;
}

export const TODAY_KIND_RULES: Record<TodayKind, KindRule> = {
  'offer-expiring': {
    permission: 'admissions',
    heading: 'Offers waiting for an answer',
    action: 'remind',
    actionLabel: 'Send reminder',
  },
  'paper-to-review': {
    permission: 'admissions',
    heading: 'Papers to review',
    action: 'open',
    actionLabel: 'Open papers',
  },
  'signature-stalled': {
    permission: 'partnerships',
    heading: 'Signatures waiting too long',
    action: 'remind',
    actionLabel: 'Send reminder',
  },
  'comment-awaiting-reply': {
    permission: 'partnerships',
    heading: 'Comments waiting for a reply',
    action: 'reply',
    actionLabel: 'Reply',
  },
  'gift-not-thanked': {
    permission: 'fundraising',
    heading: 'Gifts not thanked',
    action: 'thank',
    actionLabel: 'Send thank-you letter',
  },
  'follow-up-due': {
    permission: 'fundraising',
    heading: 'Follow-ups due',
    action: 'open',
    actionLabel: 'Open donor',
  },
  'mail-failed': {
    permission: 'owner',
    heading: 'Mail that could not be delivered',
    action: 'retry',
    actionLabel: 'Try again',
  },
  'backup-failed': {
    permission: 'owner',
    heading: 'Backup failed',
    action: 'back-up',
    actionLabel: 'Back up now',
  },
};

/** The kinds someone with these roles sees, in the page's order. */
export const todayKindsFor = (roles: readonly StaffRole[]): TodayKind[] =>
  TODAY_KINDS.filter((kind) => hasPermission(roles, TODAY_KIND_RULES[kind].permission));

/** An offer is shown from this many hours before its deadline (when the family is reminded). */
export const OFFER_EXPIRING_HOURS = 48;
/** A signer whose link has waited this many days, with no reminder sent by staff since. */
export const STALLED_SIGNATURE_DAYS = 7;
/** A completed gift should be thanked within this many hours of being received. */
export const THANK_WITHIN_HOURS = 48;

const HOUR_MS = 60 * 60_000;

/** Open offers whose deadline falls before this instant are about to expire. */
export const offerExpiringBefore = (now: Date): Date =>
  new Date(now.getTime() + OFFER_EXPIRING_HOURS * HOUR_MS);

/** Signers sent (or last reminded by staff) at or before this instant have stalled. */
export const signatureStalledSince = (now: Date): Date =>
  new Date(now.getTime() - STALLED_SIGNATURE_DAYS * 24 * HOUR_MS);

/** Gifts received at or before this instant and still not thanked are late. */
export const thankOverdueSince = (now: Date): Date =>
  new Date(now.getTime() - THANK_WITHIN_HOURS * HOUR_MS);

/**
 * An item's key: its kind, the record and the state that made it need someone. "Done" records the
 * key, so the same record in a new state (another comment, a new follow-up date) shows again.
 */
export const todayItemKey = (kind: TodayKind, id: string, state: string): string =>
  `${kind}:${id}:${state}`;

/** Where a reply goes: the document and the outside party's conversation (null: staff notes). */
export const todayReplyTarget = z.object({
  documentId: z.string(),
  shareLinkId: z.string().nullable(),
});

export const todayItemDto = z.object({
  key: z.string(),
  kind: z.enum(TODAY_KINDS),
  /** The record the inline action acts on (offer, signer, gift, message …). */
  targetId: z.string(),
  /** One line naming it: "Ana López — Grade 3, Katy campus, Fall 2027". */
  title: z.string(),
  /** Why it is here, literally: "Answer due Dec 7, 2026, 5:00 PM (in 20 hours)". */
  detail: z.string(),
  /** When it started to need someone; items are listed oldest first. */
  since: z.string(),
  /** The page where the record is; "Open" goes here. */
  href: z.string(),
  reply: todayReplyTarget.nullable(),
});
export type TodayItemDto = z.infer<typeof todayItemDto>;

export const todaySectionDto = z.object({
  kind: z.enum(TODAY_KINDS),
  heading: z.string(),
  action: z.enum(TODAY_ACTIONS),
  actionLabel: z.string(),
  /** Every item of the module's own list, the ones this person marked done included. */
  total: z.number().int(),
  /** Not yet marked done by this person, oldest first. */
  items: z.array(todayItemDto),
});
export type TodaySectionDto = z.infer<typeof todaySectionDto>;

export const todayDto = z.object({
  sections: z.array(todaySectionDto),
  morningDigest: z.boolean(),
  /** Whether a mail server is set up: without one the morning mail waits in the outbox. */
  mailServer: z.boolean(),
});
export type TodayDto = z.infer<typeof todayDto>;

export const todayDoneInput = z.object({
  key: z.string().trim().min(1, 'Name the item to mark done').max(300, 'This item key is too long'),
});

export const todayDigestInput = z.object({
  morningDigest: z.boolean({ error: 'Choose whether to get the morning mail' }),
});

/** Oldest first, then by key so the order is the same on every load. */
export const byOldest = (a: TodayItemDto, b: TodayItemDto): number =>
  a.since < b.since ? -1 : a.since > b.since ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

/**
 * A section as the person sees it: the module's items without the ones they marked done.
 * `total` is the module's own count when its list answers a page of a longer one.
 */
export function sectionOf(
  kind: TodayKind,
  found: { items: readonly TodayItemDto[]; total?: number },
  done: ReadonlySet<string>,
): TodaySectionDto {
  const rule = TODAY_KIND_RULES[kind];
  const { items } = found;
  return {
    kind,
    heading: rule.heading,
    action: rule.action,
    actionLabel: rule.actionLabel,
    total: found.total ?? items.length,
    items: items.filter((item) => !done.has(item.key)).sort(byOldest),
  };
}
