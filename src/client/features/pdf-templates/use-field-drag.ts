import { useRef, type PointerEvent } from 'react';
import { snapField, type PageBox } from '../../../domain/esign/placed-fields.ts';
import type { EditorField, FieldPatch } from './editor-state.ts';
import { pointText } from './field-names.ts';

type Mode = 'move' | 'resize';

interface Drag {
  mode: Mode;
  pointerId: number;
  startX: number;
  startY: number;
  origin: EditorField;
  last: EditorField;
}

/**
 * Dragging a field with a mouse, pen or finger: the field itself moves it, its corner handle
 * resizes it. The pointer is captured, so a fast drag that leaves the box keeps going; each step
 * is snapped and kept on the page (snapField), and where it ends is announced once.
 */
export function useFieldDrag(options: {
  field: EditorField;
  page: PageBox;
  scale: number;
  /** A drag begins: the field is selected and focused. */
  onStart: () => void;
  onChange: (patch: FieldPatch) => void;
  announce: (text: string) => void;
}) {
  const drag = useRef<Drag | null>(null);

  const begin = (mode: Mode, event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || drag.current) return;
    // The page neither scrolls nor selects text meanwhile: the field has touch-action: none and
    // user-select: none. Safari does not focus a clicked button, so the field is focused here.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    options.onStart();
    const { field } = options;
    drag.current = {
      mode,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      origin: field,
      last: field,
    };
  };

  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = (event.clientX - current.startX) / options.scale;
    const dy = (event.clientY - current.startY) / options.scale;
    const { origin } = current;
    const next =
      current.mode === 'move'
        ? snapField({ ...origin, x: origin.x + dx, y: origin.y + dy }, options.page)
        : snapField(
            { ...origin, width: origin.width + dx, height: origin.height + dy },
            options.page,
          );
    const { last } = current;
    if (
      next.x === last.x &&
      next.y === last.y &&
      next.width === last.width &&
      next.height === last.height
    )
      return;
    current.last = next;
    options.onChange({ x: next.x, y: next.y, width: next.width, height: next.height });
  };

  const end = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const { origin, last } = current;
    if (current.mode === 'move' && (last.x !== origin.x || last.y !== origin.y)) {
      options.announce(`Moved to ${pointText(last.x, last.y)}`);
    }
    if (
      current.mode === 'resize' &&
      (last.width !== origin.width || last.height !== origin.height)
    ) {
      options.announce(`Resized to ${Math.round(last.width)} by ${Math.round(last.height)}`);
    }
  };

  const following = { onPointerMove: move, onPointerUp: end, onPointerCancel: end };
  return {
    moveHandlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => begin('move', event),
      ...following,
    },
    resizeHandlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => begin('resize', event),
      ...following,
    },
  };
}
