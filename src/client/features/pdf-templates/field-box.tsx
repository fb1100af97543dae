import { clsx } from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import type { PageBox } from '../../../domain/esign/placed-fields.ts';
import type { EditorField, FieldPatch } from './editor-state.ts';
import { fieldDomId, nudgeField } from './field-geometry.ts';
import { fieldCaption, fieldName, pointText } from './field-names.ts';
import { signerStyle } from './signer-look.ts';
import { useFieldDrag } from './use-field-drag.ts';

export interface FieldBoxProps {
  field: EditorField;
  page: PageBox;
  scale: number;
  isSelected: boolean;
  onSelect: (id: string) => void;
  onChange: (id: string, patch: FieldPatch) => void;
  /** Delete or Backspace: the layer removes the field and moves focus on. */
  onRemove: (id: string) => void;
  /** Enter: the field's properties take focus. */
  onOpenProperties: (id: string) => void;
  announce: (text: string) => void;
}

/**
 * One field over the page, a button in points × scale. Mouse: drag it to move, drag its corner
 * to resize. Keyboard: arrows move it by one snap step, Shift+arrows resize it, Delete removes
 * it, Enter opens its properties. Its name says what it is, whose, where and whether it must
 * be filled; the tag inside (S1) repeats whose it is for sighted people, with the colour.
 */
export function FieldBox(props: FieldBoxProps) {
  const { field, page, scale, isSelected } = props;
  const button = useRef<HTMLButtonElement>(null);
  const change = (patch: FieldPatch) => props.onChange(field.id, patch);
  const { moveHandlers, resizeHandlers } = useFieldDrag({
    field,
    page,
    scale,
    onStart: () => {
      props.onSelect(field.id);
      button.current?.focus();
    },
    onChange: change,
    announce: props.announce,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      props.onRemove(field.id);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      props.onOpenProperties(field.id);
      return;
    }
    const next = nudgeField(field, event.key, event.shiftKey, page);
    if (!next) return;
    // Arrows would otherwise scroll the page under the field.
    event.preventDefault();
    props.onSelect(field.id);
    change({ x: next.x, y: next.y, width: next.width, height: next.height });
    props.announce(
      event.shiftKey
        ? `Resized to ${Math.round(next.width)} by ${Math.round(next.height)}`
        : `Moved to ${pointText(next.x, next.y)}`,
    );
  };

  const width = field.width * scale;
  const height = field.height * scale;
  const caption = fieldCaption(field, width, height);
  return (
    <div
      className="group absolute"
      style={{ left: field.x * scale, top: field.y * scale, width, height }}
    >
      <button
        ref={button}
        id={fieldDomId(field.id)}
        type="button"
        aria-label={fieldName(field)}
        aria-current={isSelected ? 'true' : undefined}
        onClick={() => props.onSelect(field.id)}
        onKeyDown={onKeyDown}
        {...moveHandlers}
        // The box shows the field's true size, so the 24 px minimum of buttons is lifted here;
        // keyboard, the properties panel and the drag handle do not depend on its size.
        className={clsx(
          'absolute inset-0 flex min-h-0 min-w-0 cursor-move touch-none items-start overflow-hidden rounded-sm px-0.5 text-left text-xs leading-tight font-semibold select-none',
          isSelected && 'shadow-[0_0_0_2px_#0f172a]',
        )}
        style={signerStyle(field.signer)}
      >
        <span aria-hidden="true" className="whitespace-nowrap">
          {caption}
        </span>
      </button>
      <div
        aria-hidden="true"
        {...resizeHandlers}
        className={clsx(
          'absolute -right-1.5 -bottom-1.5 size-3 cursor-nwse-resize touch-none rounded-sm border-2 border-white bg-slate-900',
          isSelected ? 'block' : 'hidden group-hover:block',
        )}
      />
    </div>
  );
}
