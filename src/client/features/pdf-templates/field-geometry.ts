import {
  DEFAULT_FIELD_SIZES,
  FIELD_SNAP_POINTS,
  inReadingOrder,
  snapField,
  type FieldKind,
  type PageBox,
} from '../../../domain/esign/placed-fields.ts';
import type { EditorField } from './editor-state.ts';

/** Where a field placed by keyboard goes first: an inch-wide half margin from the top left. */
const START = 36;
const GAP = 8;

type Box = Pick<EditorField, 'x' | 'y' | 'width' | 'height'>;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * A field id the schema accepts (letters, digits, - and _). From getRandomValues rather than
 * randomUUID, which browsers give only to secure contexts.
 */
export function makeFieldId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `f_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A new field of `kind` on a page at its default size. Dropped from the palette: centred on
 * the drop point. Added by keyboard: the first free spot, row by row from the top left, so
 * fields added one after another do not pile up. Snapped and kept on the page either way.
 */
export function newField(options: {
  id: string;
  kind: FieldKind;
  signer: number;
  pageNumber: number;
  page: PageBox;
  /** The fields already on this page. */
  others: readonly Box[];
  /** A drop point in points on the page. */
  at?: { x: number; y: number };
}): EditorField {
  const { kind, page, at } = options;
  const size = DEFAULT_FIELD_SIZES[kind];
  const base = {
    id: options.id,
    kind,
    signer: options.signer,
    page: options.pageNumber,
    required: true,
    label: null,
    ...size,
  };
  if (at) return snapField({ ...base, x: at.x - size.width / 2, y: at.y - size.height / 2 }, page);
  for (let y = START; y + size.height <= page.height; y += size.height + GAP) {
    for (let x = START; x + size.width <= page.width; x += size.width + GAP) {
      const candidate = snapField({ ...base, x, y }, page);
      if (!options.others.some((other) => overlaps(candidate, other))) return candidate;
    }
  }
  return snapField({ ...base, x: START, y: START }, page);
}

const ARROWS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

/**
 * An arrow key's change to a field: a move by one snap step, or with Shift a resize by one
 * (right and down grow it, left and up shrink it). Null for any other key.
 */
export function nudgeField<F extends Box>(
  field: F,
  key: string,
  resize: boolean,
  page: PageBox,
): F | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const step = FIELD_SNAP_POINTS;
  if (resize) {
    return snapField(
      { ...field, width: field.width + arrow.dx * step, height: field.height + arrow.dy * step },
      page,
    );
  }
  return snapField({ ...field, x: field.x + arrow.dx * step, y: field.y + arrow.dy * step }, page);
}

/**
 * Which field of a page takes focus when `removedId` goes: the next in reading order, else the
 * one before it; null when it was the page's last.
 */
export function fieldAfterRemoval(
  pageFields: readonly EditorField[],
  removedId: string,
): string | null {
  const ordered = inReadingOrder(pageFields);
  const index = ordered.findIndex((field) => field.id === removedId);
  const next = ordered[index + 1] ?? ordered[index - 1];
  return next && next.id !== removedId ? next.id : null;
}

/** The DOM id of a field's button, for focus to be moved to it. */
export const fieldDomId = (fieldId: string) => `pdf-field-${fieldId}`;
