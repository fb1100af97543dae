import type { EsignStatus } from './esign.ts';

/**
 * Several recipients per envelope (ADR 020): the rules that decide whose turn it
 * is and what the envelope's status is, from the recipients alone. Pure, so the server, the
 * panel and the DocuSign adapter agree; the tables and the flow build on them.
 */

/**
 * A signer signs; an approver reads and approves in their turn, without a signature on the
 * pages (ADR 050); a CC recipient only receives the completed PDFs.
 */
export const RECIPIENT_ROLES = ['signer', 'approver', 'cc'] as const;
export type RecipientRole = (typeof RECIPIENT_ROLES)[number];

export const RECIPIENT_ROLE_LABELS = {
  signer: 'Signer',
  approver: 'Approver',
  cc: 'Gets a copy',
} as const satisfies Record<RecipientRole, string>;

/**
 * In a set order (each signer's link goes out when the one before has signed), all at once, or
 * in numbered steps where everyone of one step acts at the same time (ADR 050).
 */
export const SIGNING_ORDERS = ['sequential', 'parallel', 'steps'] as const;
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
/** People added besides the partner's signer, the countersigner and the copy addresses. */
export const MAX_MORE_RECIPIENTS = 10;
/** The highest step number in an envelope sent in numbered steps. */
export const MAX_SIGNING_STEP = 20;

export const SIGNING_ORDER_LABELS = {
  sequential: 'In this order',
  parallel: 'All at once',
  steps: 'In numbered steps',
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

/** Everyone who acts on the envelope in a turn: signers and approvers ("signed" = done). */
const signersOf = <R extends RecipientState>(recipients: readonly R[]) =>
  recipients.filter((recipient) => recipient.role !== 'cc');

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
  // In order and in steps alike, the routing order says whose turn it is (set from the step).
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
