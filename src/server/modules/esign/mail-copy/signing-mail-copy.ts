import type { CopyDelivery } from '../copy-delivery.ts';

/** What every mail to a signer or a copy address says about the agreement; one line each. */
export type AgreementFacts = { title: string; organisationName: string; senderName: string };

export type InvitationFacts = AgreementFacts & {
  /** Who has signed before this signer's turn came, if anyone. */
  signedBy: string[];
  message: string | null;
  signingUrl: string;
  /** When the link stops working, already formatted. */
  worksUntil: string;
  /** An approver reviews and approves, without signing (ADR 050). */
  approver: boolean;
  /** The titles of the envelope's other documents (partner PDFs), if any. */
  withDocuments: string[];
};

export type ReminderFacts = AgreementFacts & {
  /** The day the invitation went out, and its subject, so the signer can find it. */
  sentOn: string;
  subject: string;
  worksUntil: string;
  /** The sender, with their address when there is one. */
  askSender: string;
  /** An approver is reminded to review and approve, not to sign (ADR 050). */
  approver: boolean;
};

export type CopyFacts = AgreementFacts & {
  /** When the last signature was given, already formatted. */
  signedOn: string;
  /** Everyone who signed, in order. */
  signerNames: string[];
  delivery: CopyDelivery;
  /** The public page /verify. */
  verifyUrl: string;
};

export type DeclinedFacts = AgreementFacts & { declinedBy: string };

export type IdentityCodeFacts = AgreementFacts & {
  code: string;
  /** How long the code works. */
  minutes: number;
};

type Message<Facts, SubjectFacts = Facts> = {
  subject: (facts: SubjectFacts) => string;
  /** The lines between the greeting and the organisation's name. */
  body: (facts: Facts) => string[];
};

/**
 * All the words of the mails a signer or a copy address reads, in one language. en.ts and es.ts
 * are both typed by this, so a text missing in one language is a type error. Mails to staff are
 * not here: staff read English.
 */
export type SigningMailCopy = {
  /** Null: a copy address, whose name we do not know. */
  greeting: (name: string | null) => string;
  /**
   * The invitation. Its subject here is used only when the sender's subject is written in
   * another language than the signer's.
   */
  invitation: Message<InvitationFacts, AgreementFacts>;
  reminder: Message<ReminderFacts>;
  /** To each signer once everyone has signed; `signerNames` has one name when they signed alone. */
  signedCopy: Message<CopyFacts>;
  /** To a copy address once everyone has signed. */
  completedCopy: Message<CopyFacts>;
  /** To a signer who had the agreement when another one declined it. */
  envelopeDeclined: Message<DeclinedFacts>;
  /** The one-time code a signer asked for on the page, on an envelope that asks (ADR 049). */
  identityCode: Message<IdentityCodeFacts>;
};
