import { z } from 'zod';
import { LOCALES } from '../../../domain/common/i18n.ts';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';

/**
 * The agreement exactly as it went out for signature. It is kept with the 'sent' event, so the
 * signing page, the signed PDF and its certificate show what was sent (and hashed) even if the
 * organisation or the partner is renamed while the request is open.
 */
export const agreementSnapshot = z.object({
  /**
   * An NDA (documentId), or a family's enrollment agreement (entryId and family: ADR 048).
   * Snapshots written before enrollment agreements existed are NDAs. A data room's NDA
   * (roomMemberId) is merged from the room's template for one invitee (ADR 049).
   */
  kind: z.enum(['nda', 'enrollment', 'data-room']).default('nda'),
  documentId: z.string().nullable(),
  entryId: z.string().nullable().default(null),
  roomMemberId: z.string().nullable().optional(),
  /** The language of the words around the text on the PDF (the text is the template's own). */
  language: z.enum(LOCALES).default('en'),
  family: z
    .object({
      learnerName: z.string(),
      campusName: z.string(),
      /** Like "Fall 2027"; null when the family gave none. */
      startTerm: z.string().nullable(),
    })
    .nullable()
    .default(null),
  title: z.string(),
  /** The merged text: its SHA-256 is the request's contentHash. */
  content: z.string(),
  purpose: z.string().nullable(),
  duration: z.number(),
  effectiveDate: z.string(),
  expirationDate: z.string().nullable(),
  organisationName: z.string(),
  partner: z
    .object({
      companyName: z.string(),
      contactName: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  sender: z.object({ id: z.string().nullable(), name: z.string(), email: z.string().nullable() }),
});
export type AgreementSnapshot = z.infer<typeof agreementSnapshot>;

/** What the surfaces show of an NDA (Word file, PDF, views): its text and the facts around it. */
export type AgreementText = Omit<
  AgreementSnapshot,
  'kind' | 'documentId' | 'entryId' | 'roomMemberId' | 'language' | 'family' | 'sender'
>;

export function snapshotAgreement(options: {
  document: DocumentDto;
  organisationName: string;
  sender: AgreementSnapshot['sender'];
}): AgreementSnapshot {
  const { document } = options;
  return {
    kind: 'nda',
    documentId: document.id,
    entryId: null,
    roomMemberId: null,
    language: 'en',
    family: null,
    title: document.title,
    content: document.mergedContent,
    purpose: document.purpose,
    duration: document.duration,
    effectiveDate: document.effectiveDate,
    expirationDate: document.expirationDate,
    organisationName: options.organisationName,
    partner: document.partner
      ? {
          companyName: document.partner.companyName,
          contactName: document.partner.contactName,
          email: document.partner.email,
        }
      : null,
    sender: options.sender,
  };
}

/** The snapshot from a 'sent' event's details; a request without one is a bug worth a 500. */
export function readAgreementSnapshot(details: unknown): AgreementSnapshot {
  const parsed = agreementSnapshot.safeParse(
    (details as { agreement?: unknown } | null)?.agreement,
  );
  if (!parsed.success)
    throw new Error('The sent event of this signature request has no agreement.');
  return parsed.data;
}
