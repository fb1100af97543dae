import { clsx } from 'clsx';
import { useEffect, useId, useRef } from 'react';
import SignaturePad from 'signature_pad';
import type { Locale } from '../../../domain/common/i18n.ts';
import {
  MAX_SIGNATURE_IMAGE_HEIGHT,
  MAX_SIGNATURE_IMAGE_WIDTH,
} from '../../../domain/esign/esign.ts';
import { Button } from '../../ui/button.tsx';
import type { Drawing } from './sign-form-values.ts';
import { SIGNING_COPY } from './signing-copy.ts';

/** Dark ink on a white "paper" box in every reading theme: the PNG goes onto a white PDF page. */
const PEN_COLOR = '#0f172a';

/**
 * The drawing box (signature_pad). Pointer only, so the hint sends keyboard users to the typed
 * signature, which is just as valid. `id` goes on the canvas (focusable from script only), so
 * the error summary can bring the box into view.
 */
export function DrawnSignaturePad({
  id,
  drawing,
  error,
  language,
  onChange,
}: {
  id: string;
  drawing: Drawing | null;
  error?: string;
  language: Locale;
  onChange: (drawing: Drawing | null) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  // Read by the pad's listeners, so the pad is built once and not on every render.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // Switching to "Type" and back remounts the box; it starts from what was drawn before.
  const initialStrokes = useRef(drawing?.strokes ?? []);
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${id}-error`;
  const words = SIGNING_COPY[language].DRAWN_SIGNATURE;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: PEN_COLOR, minWidth: 1, maxWidth: 2.8 });
    padRef.current = pad;

    // The bitmap must be the box's CSS size times devicePixelRatio, or strokes land beside the
    // pointer and blur. Setting the size wipes the bitmap, so the strokes are drawn again.
    // The server refuses a drawing over 2000 × 800 pixels, and the box (at most 864 × 160 CSS
    // pixels) passes that width from a ratio of 2.3 (a laptop at 250 % scaling, a Retina screen
    // zoomed in): there the ratio is lowered until the bitmap fits, still sharp enough to sign.
    const fitToBox = () => {
      const ratio = Math.min(
        Math.max(window.devicePixelRatio || 1, 1),
        MAX_SIGNATURE_IMAGE_WIDTH / canvas.offsetWidth,
        MAX_SIGNATURE_IMAGE_HEIGHT / canvas.offsetHeight,
      );
      const strokes = pad.toData();
      canvas.width = Math.floor(canvas.offsetWidth * ratio);
      canvas.height = Math.floor(canvas.offsetHeight * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    pad.fromData(initialStrokes.current);
    fitToBox();

    const report = () =>
      onChangeRef.current(
        pad.isEmpty() ? null : { strokes: pad.toData(), dataUrl: pad.toDataURL('image/png') },
      );
    pad.addEventListener('endStroke', report);
    // Zooming changes devicePixelRatio and fires resize too.
    window.addEventListener('resize', fitToBox);
    return () => {
      window.removeEventListener('resize', fitToBox);
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  function clear() {
    padRef.current?.clear();
    onChange(null);
  }

  return (
    <div className="grid gap-1.5">
      <p id={hintId} className="text-sm text-ink-muted">
        {words.hint}
      </p>
      <canvas
        ref={canvasRef}
        id={id}
        role="img"
        aria-label={words.boxLabel}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        tabIndex={-1}
        className={clsx(
          'block h-40 w-full touch-none rounded-md bg-white',
          error ? 'border-2 border-danger' : 'border border-line-strong',
        )}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" onClick={clear} disabled={!drawing}>
          {words.clear}
        </Button>
      </div>
    </div>
  );
}
