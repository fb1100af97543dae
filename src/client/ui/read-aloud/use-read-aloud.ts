import { useEffect, useState } from 'react';
import { ReadAloudSession, type ReadAloudStatus } from './read-aloud-session.ts';

/**
 * A reading session for a component, silenced when the component goes (a route change unmounts
 * the page) or the page itself goes away. `onEnded` hears a reading that ran out on its own.
 */
export function useReadAloud(onEnded: () => void) {
  const [status, setStatus] = useState<ReadAloudStatus>('idle');
  const [session] = useState(
    () =>
      new ReadAloudSession((next, ended) => {
        if (ended) onEnded();
        setStatus(next);
      }),
  );

  useEffect(() => {
    const silence = () => session.stop();
    window.addEventListener('pagehide', silence);
    return () => {
      window.removeEventListener('pagehide', silence);
      silence();
    };
  }, [session]);

  return { status, session };
}
