import type { EnvelopeStatusDto } from '../../../domain/esign-schemas.ts';
import type { SignatureRequest } from './esign.table.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toEnvelopeStatusDto = (request: SignatureRequest): EnvelopeStatusDto => ({
  provider: request.provider,
  envelopeId: request.envelopeId,
  status: request.status,
  signerName: request.signerName,
  signerEmail: request.signerEmail,
  sentAt: iso(request.sentAt),
  deliveredAt: iso(request.deliveredAt),
  completedAt: iso(request.completedAt),
  declinedAt: iso(request.declinedAt),
  voidedAt: iso(request.voidedAt),
  declineReason: request.declineReason,
  voidReason: request.voidReason,
});
