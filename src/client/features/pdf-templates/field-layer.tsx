import type { DragEvent } from 'react';
import { FIELD_KINDS, type FieldKind, type PageBox } from '../../../domain/esign/placed-fields.ts';
import type { EditorField, FieldPatch } from './editor-state.ts';
import { FieldBox } from './field-box.tsx';

/** The drag data type of a kind dragged from the palette. */
export const FIELD_KIND_DRAG_TYPE = 'application/x-pdf-field-kind';

const isKind = (value: string): value is FieldKind =>
  (FIELD_KINDS as readonly string[]).includes(value);

export interface FieldLayerProps {
  page: PageBox;
  scale: number;
  /** The fields of this page. */
  fields: readonly EditorField[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onChange: (id: string, patch: FieldPatch) => void;
  onRemove: (id: string) => void;
  onOpenProperties: (id: string) => void;
  /** A kind from the palette dropped at a point of the page, in points. */
  onDropKind: (kind: FieldKind, at: { x: number; y: number }) => void;
  announce: (text: string) => void;
}

/**
 * The fields of one page, drawn over it (the page's drawing is the parent: PdfPageCanvas, or a
 * plain box in tests) and the drop target for kinds dragged from the palette.
 */
export function FieldLayer(props: FieldLayerProps) {
  const { page, scale } = props;
  const acceptsDrag = (event: DragEvent<HTMLDivElement>) =>
    event.dataTransfer.types.includes(FIELD_KIND_DRAG_TYPE);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!acceptsDrag(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const kind = event.dataTransfer.getData(FIELD_KIND_DRAG_TYPE);
    if (!isKind(kind)) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    props.onDropKind(kind, {
      x: (event.clientX - box.left) / scale,
      y: (event.clientY - box.top) / scale,
    });
  };

  return (
    <div className="absolute inset-0" onDragOver={onDragOver} onDrop={onDrop}>
      {props.fields.map((field) => (
        <FieldBox
          key={field.id}
          field={field}
          page={page}
          scale={scale}
          isSelected={field.id === props.selectedId}
          onSelect={props.onSelect}
          onChange={props.onChange}
          onRemove={props.onRemove}
          onOpenProperties={props.onOpenProperties}
          announce={props.announce}
        />
      ))}
    </div>
  );
}
