import { useCallback } from 'react';
import { useVisibleHeartbeat } from '../../lib/use-visible-heartbeat.ts';
import { sendRoomHeartbeat } from './api.ts';

/** A room document's heartbeats while it is open on screen (ADR 049); null: none open. */
export function useRoomHeartbeat(token: string, documentId: string | null) {
  const beat = useCallback(
    () => (documentId ? void sendRoomHeartbeat(token, documentId) : undefined),
    [token, documentId],
  );
  useVisibleHeartbeat(documentId ? beat : null);
}
