import type { OutboxMessageDto, OutboxMessageSummaryDto } from '../../src/domain/mail/dtos.ts';
import type { apiClient } from './api.ts';

/**
 * The messages sent to one address, newest first, with their bodies. The outbox list holds no
 * bodies (they may carry live links), so each message is opened one by one, as an admin does in
 * Settings.
 */
export async function mailsTo(
  api: ReturnType<typeof apiClient>,
  to: string,
): Promise<OutboxMessageDto[]> {
  const list = await api.get<OutboxMessageSummaryDto[]>('/api/outbox?limit=200');
  return Promise.all(
    list
      .filter((message) => message.to === to)
      .map((message) => api.get<OutboxMessageDto>(`/api/outbox/${message.id}`)),
  );
}
