import { useEffect } from 'react';
import { HEARTBEAT_SECONDS } from '../../../domain/sharing/link-protection.ts';
import { sendRoomHeartbeat } from './api.ts';

/**
 * Every HEARTBEAT_SECONDS while the document is on screen and the tab visible (ADR 049); a hidden
 * tab stops, and coming back beats at once. The server's clock decides how much each adds.
 */
export function useRoomHeartbeat(token: string, documentId: string | null) {
  useEffect(() => {
    if (!documentId) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const follow = () => {
      if (document.visibilityState !== 'visible') return stop();
      if (timer !== undefined) return undefined;
      void sendRoomHeartbeat(token, documentId);
      timer = setInterval(
        () => void sendRoomHeartbeat(token, documentId),
        HEARTBEAT_SECONDS * 1000,
      );
      return undefined;
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', follow);
    };
  }, [token, documentId]);
}
