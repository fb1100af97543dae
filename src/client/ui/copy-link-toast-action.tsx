import { useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from '../../domain/sharing/sharing.ts';
import { writeToClipboard } from '../lib/clipboard.ts';
import { ToastAction } from './toast.tsx';

type CopyState = 'idle' | 'copied' | 'failed';

const STATUS_TEXT: Record<CopyState, string> = {
  idle: '',
  copied: 'Link copied',
  failed: 'Your browser did not allow copying. Select the link in this message and copy it.',
};

/**
 * "Copy link" inside a toast. Unlike a plain toast action it leaves the toast open (the admin may
 * still need to read or select the link), and says "Copied" in a status message screen readers
 * hear. A toast is hard to reach with a screen reader, so `altText` says where else the link is.
 */
export function CopyLinkToastAction({ link }: { link: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <>
      <ToastAction
        altText="Copy link. The link is also listed with the document's share links."
        onClick={(event) => {
          // Radix closes the toast after an action unless the click is prevented.
          event.preventDefault();
          void writeToClipboard(link).then((copied) => {
            clearTimeout(timer.current);
            setState(copied ? 'copied' : 'failed');
            if (copied) timer.current = setTimeout(() => setState('idle'), COPIED_INDICATOR_MS);
          });
        }}
      >
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Not copied' : 'Copy link'}
      </ToastAction>
      <span role="status" className="sr-only">
        {STATUS_TEXT[state]}
      </span>
    </>
  );
}
