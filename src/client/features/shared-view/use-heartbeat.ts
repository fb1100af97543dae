import { useEffect } from 'react';
import { HEARTBEAT_SECONDS } from '../../../domain/sharing/link-protection.ts';
import { sendHeartbeat } from './gate-api.ts';

/**
 * Tells the server every HEARTBEAT_SECONDS that the document is on screen, for the time on the
 * document staff see (ADR 049). Only while the tab is visible: a hidden tab stops, and coming
 * back starts again with a beat at once. The server's clock decides how much time each adds.
 */
export function useHeartbeat(token: string, isOn: boolean) {
  useEffect(() => {
    if (!isOn) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const follow = () => {
      if (document.visibilityState !== 'visible') return stop();
      if (timer !== undefined) return undefined;
      void sendHeartbeat(token);
      timer = setInterval(() => void sendHeartbeat(token), HEARTBEAT_SECONDS * 1000);
      return undefined;
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', follow);
    };
  }, [token, isOn]);
}
