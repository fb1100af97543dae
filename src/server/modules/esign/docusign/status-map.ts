import { z } from 'zod';
import type { EsignStatus } from '../../../../domain/esign/esign.ts';
import type { EnvelopeState } from '../esign-provider.ts';

/** The fields of DocuSign's envelope (GET .../envelopes/{id}, Connect's envelopeSummary) we read. */
export const docusignEnvelope = z.object({
  envelopeId: z.string().optional(),
  status: z.string(),
  sentDateTime: z.string().optional(),
  deliveredDateTime: z.string().optional(),
  completedDateTime: z.string().optional(),
  declinedDateTime: z.string().optional(),
  voidedDateTime: z.string().optional(),
});
export type DocusignEnvelope = z.infer<typeof docusignEnvelope>;

/**
 * DocuSign has more envelope states than the spec's five. "signed" means every recipient has
 * signed but DocuSign is still finishing the envelope (it becomes "completed" on its own), so it is
 * still delivered for us: the signed copy is not ready. "processing" (DocuSign is working on the
 * envelope, e.g. after a correction) promises nothing new, so it reads as sent; the status check
 * never moves a delivered request back. Expiry shows as "timedout" or as voided.
 */
const STATUS_BY_DOCUSIGN_STATUS: Record<string, EsignStatus> = {
  created: 'sent',
  sent: 'sent',
  correct: 'sent',
  processing: 'sent',
  delivered: 'delivered',
  signed: 'delivered',
  completed: 'completed',
  authoritativecopy: 'completed',
  transfercompleted: 'completed',
  declined: 'declined',
  voided: 'voided',
  timedout: 'voided',
  deleted: 'voided',
};

export function mapDocusignStatus(status: string): EsignStatus | undefined {
  return STATUS_BY_DOCUSIGN_STATUS[status.toLowerCase()];
}

/** DocuSign writes times with seven fraction digits ("...:41.2100000Z"); Date reads them. */
function readTime(value: string | undefined): Date | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time;
}

/**
 * A status DocuSign adds after this code was written must not fail a status check or a Connect
 * message (DocuSign would retry that message for days): it reads as sent, the least it can mean,
 * so nothing is recorded that did not happen and the next known status moves the request on.
 */
export function toEnvelopeState(envelope: DocusignEnvelope): EnvelopeState {
  return {
    status: mapDocusignStatus(envelope.status) ?? 'sent',
    sentAt: readTime(envelope.sentDateTime),
    deliveredAt: readTime(envelope.deliveredDateTime),
    completedAt: readTime(envelope.completedDateTime),
    declinedAt: readTime(envelope.declinedDateTime),
    voidedAt: readTime(envelope.voidedDateTime),
  };
}
