import type { EsignStatus } from './esign.ts';

/**
 * Several recipients per envelope (ADR 020): the rules that decide whose turn it
 * is and what the envelope's status is, from the recipients alone. Pure, so the server, the
 * panel and the DocuSign adapter agree; the tables and the flow build on them.
 */

/** A signer signs; a CC recipient only receives the completed PDF. */
export const RECIPIENT_ROLES = ['signer', 'cc'] as const;
export type RecipientRole = (typeof RECIPIENT_ROLES)[number];

/** In a set order (each signer's link goes out when the one before has signed) or all at once. */
export const SIGNING_ORDERS = ['sequential', 'parallel'] as const;
export type SigningOrder = (typeof SIGNING_ORDERS)[number];

/** One signer's own status, as the panel shows it. */
export const RECIPIENT_STATUSES = ['waiting', 'sent', 'viewed', 'signed', 'declined'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const RECIPIENT_STATUS_LABELS = {
  waiting: 'Waiting for their turn',
  sent: 'Sent',
  viewed: 'Viewed',
  signed: 'Signed',
  declined: 'Declined',
} as const satisfies Record<RecipientStatus, string>;

/** At most this many CC recipients in one envelope. */
export const MAX_CC_RECIPIENTS = 8;

export const SIGNING_ORDER_LABELS = {
  sequential: 'In this order',
  parallel: 'All at once',
} as const satisfies Record<SigningOrder, string>;

/** Refused on the server when a link is used before its signer's turn. */
export const NOT_YOUR_TURN_MESSAGE =
  'It is not your turn to sign yet. We will email you when the signers before you have signed.';

export type RecipientState = {
  role: RecipientRole;
  /** 1 for the first signer; signers with the same number sign at the same time. */
  routingOrder: number;
  status: RecipientStatus;
};

const signersOf = <R extends RecipientState>(recipients: readonly R[]) =>
  recipients.filter((recipient) => recipient.role === 'signer');

/**
 * The signers whose link should be out now: none once anyone declined or everyone signed; in
 * parallel every signer who has not signed; in order, the unsigned signers of the lowest routing
 * order that still has one.
 */
export function signersDueNow<R extends RecipientState>(
  recipients: readonly R[],
  order: SigningOrder,
): R[] {
  const signers = signersOf(recipients);
  if (signers.some((signer) => signer.status === 'declined')) return [];
  const unsigned = signers.filter((signer) => signer.status !== 'signed');
  if (order === 'parallel') return unsigned;
  // With nobody left the lowest order is Infinity, which matches no one: an empty list.
  const turn = Math.min(...unsigned.map((signer) => signer.routingOrder));
  return unsigned.filter((signer) => signer.routingOrder === turn);
}

/** Whether this signer may sign now (server-side: signer 2 cannot sign before signer 1). */
export const isSignersTurn = <R extends RecipientState>(
  recipient: R,
  recipients: readonly R[],
  order: SigningOrder,
): boolean => signersDueNow(recipients, order).includes(recipient);

/**
 * The envelope's status from its signers: declined when anyone declined, completed when every
 * signer signed, delivered once any signer opened their link, otherwise sent. Voided is the
 * sender's act and is not derived.
 */
export function envelopeStatusOf(
  recipients: readonly RecipientState[],
): Exclude<EsignStatus, 'voided'> {
  const signers = signersOf(recipients);
  if (signers.some((signer) => signer.status === 'declined')) return 'declined';
  if (signers.length > 0 && signers.every((signer) => signer.status === 'signed')) {
    return 'completed';
  }
  if (signers.some((signer) => signer.status === 'viewed' || signer.status === 'signed')) {
    return 'delivered';
  }
  return 'sent';
}
