import { z } from 'zod';
import { LOCALES } from '../common/i18n.ts';
import { emailAddress, optionalText } from '../common/text-fields.ts';

/**
 * What a share link may ask of its visitor before it opens (ADR 049): a passcode, a one-time code
 * mailed to their address (optionally only addresses on an allow-list), and whether its file may
 * be downloaded. A visitor who passed is remembered on that device for VERIFIED_VISIT_HOURS.
 */

/** How long a device stays let in after the passcode or the mailed code. */
export const VERIFIED_VISIT_HOURS = 24;
export const VERIFIED_VISIT_MS = VERIFIED_VISIT_HOURS * 60 * 60 * 1000;

/** A mailed one-time code: six digits, usable once, for ten minutes. */
export const MAILED_CODE_MINUTES = 10;
export const MAILED_CODE_MS = MAILED_CODE_MINUTES * 60 * 1000;
export const MAILED_CODE_LENGTH = 6;

/** Codes and passcodes checked per visitor and link in each window, counted before the check. */
export const CODE_MAX_ATTEMPTS = 5;
/** Codes and passcodes checked per network over every link in each window. */
export const CODE_MAX_ATTEMPTS_PER_NETWORK = 30;
/** Codes mailed to one address for one link in each window: a link cannot flood a mailbox. */
export const CODE_MAX_MAILS = 3;
export const CODE_WINDOW_MS = 15 * 60 * 1000;

/** The page sends a heartbeat this often while it is visible; each adds at most this much time. */
export const HEARTBEAT_SECONDS = 15;
/** A heartbeat later than this after the last one starts a new stretch and adds no time. */
export const HEARTBEAT_GAP_SECONDS = 45;

export const PASSCODE_MIN_LENGTH = 6;
export const PASSCODE_MAX_LENGTH = 64;
export const ALLOW_LIST_MAX_ENTRIES = 50;

export const WRONG_PASSCODE_MESSAGE = 'That passcode is not right. Check it and try again.';
export const WRONG_CODE_MESSAGE =
  'That code is not right or has expired. Check the latest mail, or ask for a new code.';
export const NOT_ON_ALLOW_LIST_MESSAGE =
  'This address cannot open this link. Use the address the document was sent to, or ask the sender.';
export const PASSCODE_NEEDED_MESSAGE = 'This link asks for its passcode first.';
export const EMAIL_NEEDED_MESSAGE = 'This link asks you to confirm your email address first.';
export const DOWNLOADS_OFF_MESSAGE = 'This link does not allow downloads.';
export const tooManyCodesMessage = (retry: string) =>
  `Too many wrong codes. Please wait ${retry} and try again.`;
export const tooManyMailsMessage = (retry: string) =>
  `We already sent several codes to this address. Please wait ${retry}, or use the latest code.`;

/** One allow-list entry: a whole address, or a domain written as "@example.org" or "example.org". */
export const allowListEntry = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .transform((value) => (value.includes('@') ? value : `@${value}`))
  .refine(
    (value) =>
      value.startsWith('@')
        ? /^@[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value)
        : z.email().safeParse(value).success,
    'Write an address (name@example.org) or a domain (example.org)',
  );

/** Whether an address may open a link with this allow-list; an empty list lets anyone in. */
export function isAllowedViewer(allowList: readonly string[], email: string): boolean {
  if (allowList.length === 0) return true;
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@'));
  return allowList.some((entry) => entry === address || entry === domain);
}

/** The share dialog's protection fields, as they arrive (also part of createShareInput). */
export const linkProtectionFields = z.object({
  name: optionalText('the link name', 120),
  passcode: z
    .string()
    .trim()
    .max(PASSCODE_MAX_LENGTH, `Keep the passcode under ${PASSCODE_MAX_LENGTH + 1} characters`)
    .refine(
      (value) => value === '' || value.length >= PASSCODE_MIN_LENGTH,
      `Use at least ${PASSCODE_MIN_LENGTH} characters for the passcode`,
    )
    .nullish()
    .transform((value) => (value ? value : null)),
  verifyEmail: z.boolean().default(false),
  allowList: z
    .array(allowListEntry)
    .max(ALLOW_LIST_MAX_ENTRIES, `List at most ${ALLOW_LIST_MAX_ENTRIES} addresses or domains`)
    .default([]),
  allowDownload: z.boolean().default(true),
  notifyOnFirstView: z.boolean().default(true),
});

/**
 * An allow-list only means something when the visitor proves their address, so a list turns on
 * email verification; each entry is kept once.
 */
export const withLinkProtectionRules = (value: z.output<typeof linkProtectionFields>) => ({
  ...value,
  allowList: [...new Set(value.allowList)],
  verifyEmail: value.verifyEmail || value.allowList.length > 0,
});

/** The protections chosen in the share dialog. */
export const linkProtectionInput = linkProtectionFields.transform(withLinkProtectionRules);
export type LinkProtectionInput = z.input<typeof linkProtectionInput>;
export type LinkProtection = z.output<typeof linkProtectionInput>;

/** POST /api/shared/:token/passcode. */
export const passcodeInput = z.object({
  passcode: z.string().max(PASSCODE_MAX_LENGTH + 100, 'That passcode is too long'),
});

/** POST /api/shared/:token/email-code: where to mail the code, and the language of the mail. */
export const requestCodeInput = z.object({
  email: emailAddress,
  language: z.enum(LOCALES, { error: 'Choose English or Spanish' }).optional(),
});

/** The answer of POST /api/shared/:token/email-code (202): where the code went, for how long. */
export const codeMailedDto = z.object({
  sentTo: z.string(),
  expiresInMinutes: z.number().int(),
});
export type CodeMailedDto = z.infer<typeof codeMailedDto>;

/** POST /api/shared/:token/email-code/check. */
export const checkCodeInput = z.object({
  email: emailAddress,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, `Enter the ${MAILED_CODE_LENGTH}-digit code from the mail`),
});

/** The header that carries a visitor's pass (ADR 049): never a cookie, like staff sessions. */
export const VISITOR_PASS_HEADER = 'x-visitor-pass';

/** GET /api/shared/:token/gate: what the link still asks of this device, counting nothing. */
export const linkGateDto = z.object({
  linkName: z.string().nullable(),
  needsPasscode: z.boolean(),
  needsEmail: z.boolean(),
  /** The address this device proved, when it did. */
  verifiedEmail: z.string().nullable(),
  allowDownload: z.boolean(),
  verifiedVisitHours: z.number().int(),
});
export type LinkGateDto = z.infer<typeof linkGateDto>;

/** The answer of a passcode or code accepted: the pass this device sends from now on. */
export const visitorPassDto = z.object({
  visitorPass: z.string(),
  expiresAt: z.string(),
  gate: linkGateDto,
});
export type VisitorPassDto = z.infer<typeof visitorPassDto>;

/** What staff see per visitor of a link (GET /api/share-links/:id/visitors). */
export const linkVisitorDto = z.object({
  /** The verified address, or null for a visitor this link never asked. */
  email: z.string().nullable(),
  firstViewedAt: z.string().nullable(),
  lastViewedAt: z.string().nullable(),
  visits: z.number().int(),
  secondsOnDocument: z.number().int(),
  downloads: z.number().int(),
});
export type LinkVisitorDto = z.infer<typeof linkVisitorDto>;
