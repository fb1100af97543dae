import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from '../../../domain/sharing.ts';

/**
 * Writes text to the clipboard. Resolves false instead of throwing when the browser has no
 * clipboard (plain http away from localhost) or refuses (permission, no user gesture): callers
 * then show the link in a read-only field so it can be copied by hand.
 */
export async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies, and says "Copied" for COPIED_INDICATOR_MS (admin spec §9: 3 seconds). */
export function useCopyLink() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const copied = await writeToClipboard(text);
    clearTimeout(timer.current);
    setIsCopied(copied);
    if (copied) timer.current = setTimeout(() => setIsCopied(false), COPIED_INDICATOR_MS);
    return copied;
  }, []);

  return { copy, isCopied };
}
