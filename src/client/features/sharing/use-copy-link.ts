import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from '../../../domain/sharing/sharing.ts';
import { writeToClipboard } from '../../lib/clipboard.ts';

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
