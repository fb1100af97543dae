import { useCallback } from 'react';
import { useVisibleHeartbeat } from '../../lib/use-visible-heartbeat.ts';
import { sendHeartbeat } from './gate-api.ts';

/** The shared page's heartbeats while the document is on screen (ADR 049). */
export function useHeartbeat(token: string, isOn: boolean) {
  const beat = useCallback(() => void sendHeartbeat(token), [token]);
  useVisibleHeartbeat(isOn ? beat : null);
}
