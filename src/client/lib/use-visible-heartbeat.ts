import { useEffect } from 'react';
import { HEARTBEAT_SECONDS } from '../../domain/sharing/link-protection.ts';

/**
 * Calls `beat` every HEARTBEAT_SECONDS while the tab is visible, for the time on a document staff
 * see (ADR 049): a hidden tab stops, and coming back beats at once. The server's clock decides how
 * much time each beat adds. `beat` must keep its identity between renders (useCallback); null
 * sends nothing.
 */
export function useVisibleHeartbeat(beat: (() => void) | null) {
  useEffect(() => {
    if (!beat) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const follow = () => {
      if (document.visibilityState !== 'visible') return stop();
      if (timer !== undefined) return undefined;
      beat();
      timer = setInterval(beat, HEARTBEAT_SECONDS * 1000);
      return undefined;
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', follow);
    };
  }, [beat]);
}
