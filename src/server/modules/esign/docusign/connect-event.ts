import { z } from 'zod';
import type { EsignStatus } from '../../../../domain/esign/esign.ts';
import { AppError } from '../../../http/app-error.ts';
import type { EnvelopeState } from '../esign-provider.ts';
import { docusignEnvelope, toEnvelopeState } from './status-map.ts';

export type EnvelopeStatusEvent = { envelopeId: string; state: EnvelopeState };

/** Connect's JSON SIM events that change an envelope's status; recipient events are ignored. */
const STATUS_BY_EVENT: Record<string, EsignStatus> = {
  'envelope-sent': 'sent',
  'envelope-resent': 'sent',
  'envelope-delivered': 'delivered',
  'envelope-completed': 'completed',
  'envelope-declined': 'declined',
  'envelope-voided': 'voided',
};

const TIME_FIELD: Record<EsignStatus, keyof Omit<EnvelopeState, 'status'>> = {
  sent: 'sentAt',
  delivered: 'deliveredAt',
  completed: 'completedAt',
  declined: 'declinedAt',
  voided: 'voidedAt',
};

const simMessage = z.object({
  event: z.string(),
  generatedDateTime: z.string().optional(),
  data: z.object({
    envelopeId: z.string().min(1),
    envelopeSummary: docusignEnvelope.optional(),
  }),
});

/** The older aggregate JSON format: the envelope itself, with its status, at the top level. */
const aggregateMessage = docusignEnvelope.extend({ envelopeId: z.string().min(1) });

const unreadable = () =>
  new AppError(
    400,
    'This DocuSign Connect message could not be read. Use the JSON (SIM) message format in the Connect configuration.',
  );

function readSimEvent(message: unknown, status: EsignStatus): EnvelopeStatusEvent {
  const parsed = simMessage.safeParse(message);
  if (!parsed.success) throw unreadable();
  const { data, generatedDateTime } = parsed.data;
  // With "include envelope summary" the message carries every timestamp; else only this event's.
  const state: EnvelopeState = data.envelopeSummary
    ? { ...toEnvelopeState(data.envelopeSummary), status }
    : { status, [TIME_FIELD[status]]: generatedDateTime ? new Date(generatedDateTime) : null };
  return { envelopeId: data.envelopeId, state };
}

/**
 * A verified Connect message: its event's name, and the envelope status it reports, or null when
 * it reports none (a recipient or template event): those are acknowledged and otherwise ignored.
 * The status comes from the event's name, so a summary status we do not know changes nothing.
 */
export function readConnectEvent(rawBody: Buffer): {
  name: string;
  envelope: EnvelopeStatusEvent | null;
} {
  let message: unknown;
  try {
    message = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw unreadable();
  }
  const event = z.object({ event: z.string() }).safeParse(message);
  if (event.success) {
    const status = STATUS_BY_EVENT[event.data.event];
    return { name: event.data.event, envelope: status ? readSimEvent(message, status) : null };
  }
  const aggregate = aggregateMessage.safeParse(message);
  if (!aggregate.success) throw unreadable();
  return {
    name: `envelope ${aggregate.data.status} (aggregate JSON)`,
    envelope: { envelopeId: aggregate.data.envelopeId, state: toEnvelopeState(aggregate.data) },
  };
}
