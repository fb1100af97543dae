import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Moves focus to an element that the next render draws (a field just added, the next field once
 * one is removed): `focusLater(domId)`, and once a render has drawn the element with that id, it
 * gets focus. The counter only makes sure a render happens.
 */
export function useFocusLater() {
  const pending = useRef<string | null>(null);
  const [, setRequests] = useState(0);
  useEffect(() => {
    if (!pending.current) return;
    const element = document.getElementById(pending.current);
    if (!element) return;
    pending.current = null;
    element.focus();
  });
  return useCallback((domId: string) => {
    pending.current = domId;
    setRequests((count) => count + 1);
  }, []);
}
