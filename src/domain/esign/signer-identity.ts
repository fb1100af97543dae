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
