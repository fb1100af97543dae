import { useId, type DragEvent } from 'react';
import { FIELD_KINDS, type FieldKind } from '../../../domain/esign/placed-fields.ts';
import { FIELD_KIND_DRAG_TYPE } from './field-layer.tsx';
import { kindLabel } from './field-names.ts';
import { signerStyle, signerTag } from './signer-look.ts';

export interface FieldPaletteProps {
  kind: FieldKind;
  onKindChange: (kind: FieldKind) => void;
  /** The signer new fields are for: the palette's swatches show their look. */
  signer: number;
}

/**
 * The six kinds of field, as radio buttons (arrow keys choose) whose cards can also be dragged
 * onto a page. The chosen one is what "Add to page N" adds.
 */
export function FieldPalette({ kind, onKindChange, signer }: FieldPaletteProps) {
  const id = useId();
  const onDragStart = (dragged: FieldKind) => (event: DragEvent<HTMLLabelElement>) => {
    event.dataTransfer.setData(FIELD_KIND_DRAG_TYPE, dragged);
    event.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-lg font-semibold">Field to add</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        Drag a field onto a page, or choose one and press “Add to page” above the page.
      </p>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-2">
        {FIELD_KINDS.map((option) => (
          <label
            key={option}
            draggable
            onDragStart={onDragStart(option)}
            className="flex min-h-10 cursor-grab items-center gap-2 rounded-md border border-line-strong bg-surface px-2 py-1.5 text-ink hover:bg-muted has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-ink has-[:checked]:outline-2 has-[:checked]:outline-brand"
          >
            <input
              type="radio"
              name={`${id}-kind`}
              value={option}
              checked={option === kind}
              onChange={() => onKindChange(option)}
              aria-describedby={`${id}-hint`}
              className="size-5 shrink-0 accent-brand"
            />
            <span
              aria-hidden="true"
              className="shrink-0 rounded-sm px-1 text-xs font-semibold"
              style={signerStyle(signer)}
            >
              {signerTag(signer)}
            </span>
            <span className="min-w-0">{kindLabel(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
