import { z } from 'zod';
import { MAILED_CODE_LENGTH } from '../sharing/link-protection.ts';

/**
 * How a signer proves who they are before signing, chosen per envelope (ADR 049). `none`: the
 * mailed signing link is the proof, as before. `email-code`: they also type a one-time code mailed
 * to their address when they open the page; the certificate of completion names the method.
 */
export const IDENTITY_CHECKS = ['none', 'email-code'] as const;
export type IdentityCheck = (typeof IDENTITY_CHECKS)[number];

/** What the certificate says for each method. */
export const IDENTITY_METHOD_WORDS: Record<IdentityCheck, string> = {
  none: 'Email link (the signing link mailed to this address)',
  'email-code': 'Email link and a one-time code mailed to this address',
};

/** POST /api/sign/:token (and the learner's assent) before the signer typed their code. */
export const IDENTITY_NEEDED_MESSAGE =
  'Please confirm it is you first: ask for the code we email to you, then type it on this page.';

/** POST /api/sign/:token/identity-code on an envelope that asks for no code. */
export const NO_IDENTITY_CHECK_MESSAGE = 'This agreement does not ask for a code. You can sign it.';

export const IDENTITY_CODE_FORMAT_MESSAGE = `Enter the ${MAILED_CODE_LENGTH}-digit code from the email`;

/** POST /api/sign/:token/identity-code/check. */
export const identityCodeInput = z.object({
  code: z
    .string({ error: IDENTITY_CODE_FORMAT_MESSAGE })
    .trim()
    .regex(new RegExp(`^\\d{${MAILED_CODE_LENGTH}}$`), IDENTITY_CODE_FORMAT_MESSAGE),
});
export type IdentityCodeInput = z.input<typeof identityCodeInput>;

/** The answer of a code mailed: where it went, hidden as the page shows it, and how long it works. */
export const identityCodeSentDto = z.object({ sentTo: z.string(), minutes: z.number().int() });
export type IdentityCodeSentDto = z.infer<typeof identityCodeSentDto>;

/**
 * "a•••@example.org": enough for the signer to recognise their address on a screen someone else
 * may see, without spelling it out.
 */
export function hideEmailAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
