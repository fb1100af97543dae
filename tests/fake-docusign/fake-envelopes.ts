import { randomUUID } from 'node:crypto';

export const FAKE_ENVELOPE_STATUSES = [
  'sent',
  'delivered',
  'signed',
  'processing',
  'completed',
  'declined',
  'voided',
] as const;
export type FakeEnvelopeStatus = (typeof FAKE_ENVELOPE_STATUSES)[number];

export type FakeEnvelope = {
  envelopeId: string;
  status: FakeEnvelopeStatus;
  /** The envelope definition exactly as it was posted. */
  definition: Record<string, unknown>;
  /** documentBase64 of document "1", decoded. */
  document: Uint8Array;
  /** Every document of the envelope in its order, decoded: the NDA first. */
  documents: FakeDocument[];
  times: Partial<
    Record<'created' | 'sent' | 'delivered' | 'completed' | 'declined' | 'voided', Date>
  >;
  voidedReason?: string;
};

export type FakeDocument = { documentId: string; name: string; pdf: Uint8Array; pageCount: number };

/** DocuSign writes times with seven fraction digits: 2026-01-15T09:00:00.0000000Z. */
export const docusignTime = (date: Date) => date.toISOString().replace(/\.(\d{3})Z$/, '.$10000Z');

/** In-memory envelopes, answered with DocuSign's field names. */
export function createEnvelopeStore(clock: { now(): Date }) {
  const envelopes = new Map<string, FakeEnvelope>();

  return {
    envelopes,
    create(definition: Record<string, unknown>, documents: FakeDocument[]): FakeEnvelope {
      const now = clock.now();
      const envelope: FakeEnvelope = {
        envelopeId: randomUUID(),
        status: 'sent',
        definition,
        document: documents[0]!.pdf,
        documents,
        times: { created: now, sent: now },
      };
      envelopes.set(envelope.envelopeId, envelope);
      return envelope;
    },
    /** Moves an envelope on as the signer would (delivered, completed, declined) or voids it. */
    setStatus(envelopeId: string, status: FakeEnvelopeStatus, voidedReason?: string): void {
      const envelope = envelopes.get(envelopeId);
      if (!envelope) throw new Error(`The fake DocuSign has no envelope ${envelopeId}.`);
      const now = clock.now();
      envelope.status = status;
      if (status === 'delivered' || status === 'signed' || status === 'completed') {
        envelope.times.delivered ??= now;
      }
      if (status === 'completed') envelope.times.completed = now;
      if (status === 'declined') envelope.times.declined = now;
      if (status === 'voided') {
        envelope.times.voided = now;
        envelope.voidedReason = voidedReason;
      }
    },
    toJson(envelope: FakeEnvelope) {
      const time = (key: keyof FakeEnvelope['times']) => {
        const value = envelope.times[key];
        return value ? docusignTime(value) : undefined;
      };
      return {
        envelopeId: envelope.envelopeId,
        envelopeUri: `/envelopes/${envelope.envelopeId}`,
        status: envelope.status,
        emailSubject: envelope.definition.emailSubject,
        emailBlurb: envelope.definition.emailBlurb,
        createdDateTime: time('created'),
        sentDateTime: time('sent'),
        deliveredDateTime: time('delivered'),
        completedDateTime: time('completed'),
        declinedDateTime: time('declined'),
        voidedDateTime: time('voided'),
        voidedReason: envelope.voidedReason,
      };
    },
  };
}
