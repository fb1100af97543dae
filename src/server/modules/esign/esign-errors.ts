import { ESIGN_STATUS_LABELS } from '../../../domain/esign/esign.ts';
import { AppError } from '../../http/app-error.ts';
import type { SignatureRequest } from './esign.table.ts';

export const NOT_SENT_FOR_SIGNATURE_MESSAGE =
  'This NDA has not been sent for signature yet. Use Send for Signature first.';

/** Void is offered only while the envelope is sent or delivered (admin spec §4). */
export const onlyOpenCanBeVoided = (request: SignatureRequest) =>
  new AppError(
    409,
    `Only a request that is sent or delivered can be voided. This one is ${ESIGN_STATUS_LABELS[request.status]}.`,
  );
