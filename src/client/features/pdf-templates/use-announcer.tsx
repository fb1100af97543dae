import { useCallback, useState } from 'react';

/**
 * A polite live region's text ("Moved to 120, 340"). The same words twice in a row (a field
 * pushed against the page's edge) are told again: every other message ends in a no-break space,
 * so the region's text always changes.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => {
    setMessage((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);
  return { message, announce };
}

/** The region itself: read by screen readers, not shown. */
export function LiveRegion({ message }: { message: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}
