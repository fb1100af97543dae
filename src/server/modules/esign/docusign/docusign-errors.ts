import { z } from 'zod';
import { AppError } from '../../../http/app-error.ts';

const errorBody = z.object({ errorCode: z.string(), message: z.string().optional() });

/**
 * DocuSign answers most refusals with HTTP 400; these codes are about the admin's request rather
 * than about DocuSign or our setup, so they keep a 4xx. Everything else is a 502.
 */
const STATUS_BY_ERROR_CODE: Record<string, number> = {
  ENVELOPE_DOES_NOT_EXIST: 404,
  ENVELOPE_CANNOT_VOID_INVALID_STATE: 409,
  ENVELOPE_INVALID_STATUS: 409,
};

/**
 * DocuSign's `{ errorCode, message }` as a sentence for the admin's toast, e.g. "DocuSign refused
 * to void this envelope: ENVELOPE_CANNOT_VOID_INVALID_STATE — Only envelopes in the 'Sent' or
 * 'Delivered' states may be voided."
 */
export async function readDocusignError(response: Response, action: string): Promise<AppError> {
  const parsed = errorBody.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    return new AppError(502, `DocuSign refused to ${action} (HTTP ${response.status}).`);
  }
  const { errorCode, message } = parsed.data;
  return new AppError(
    STATUS_BY_ERROR_CODE[errorCode] ?? 502,
    `DocuSign refused to ${action}: ${errorCode}${message ? ` — ${message}` : ''}`,
  );
}
