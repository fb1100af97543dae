import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from '../../../domain/waiting-list/waiting-list.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Before validation: a form whose hidden field was filled in was sent by a program, whatever the
 * other fields hold. It is refused with a neutral message and nothing is stored or counted.
 */
export async function refuseHoneypot(request: { body: unknown }): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  const isFilled = typeof value === 'string' ? value.trim() !== '' : value != null;
  if (isFilled) throw new AppError(400, HONEYPOT_MESSAGE);
}
