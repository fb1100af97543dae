import { z } from 'zod';
import type { Locale } from '../common/i18n.ts';

/**
 * Fields placed on the pages of a partner's own PDF (ADR 050): what kinds there are, where they
 * sit, and the order a keyboard or screen-reader user meets them in. Pure and shared, so the
 * editor, the signing page, the flattening and the DocuSign tabs agree.
 *
 * Coordinates are PDF points (1/72 inch) on the page as a reader shows it: origin at the top
 * left of the visible page, rotation applied (what pdf.js calls the viewport at scale 1).
 */

export const FIELD_KINDS = [
  'signature',
  'initials',
  'date-signed',
  'full-name',
  'text',
  'checkbox',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export const FIELD_KIND_LABELS = {
  en: {
    signature: 'Signature',
    initials: 'Initials',
    'date-signed': 'Date signed',
    'full-name': 'Full name',
    text: 'Text',
    checkbox: 'Checkbox',
  },
  es: {
    signature: 'Firma',
    initials: 'Iniciales',
    'date-signed': 'Fecha de firma',
    'full-name': 'Nombre completo',
    text: 'Texto',
    checkbox: 'Casilla',
  },
} as const satisfies Record<Locale, Record<FieldKind, string>>;

/**
 * Filled from what the signer adopts in the signing form (their signature, name and the moment
 * they sign); the others are typed or ticked by the signer, field by field.
 */
export const AUTO_FILLED_KINDS = ['signature', 'date-signed', 'full-name'] as const;
export const isAutoFilled = (kind: FieldKind) =>
  (AUTO_FILLED_KINDS as readonly string[]).includes(kind);

/** A new field's size in points, by kind: a signature line, a short box, a tick box. */
export const DEFAULT_FIELD_SIZES = {
  signature: { width: 180, height: 40 },
  initials: { width: 64, height: 32 },
  'date-signed': { width: 120, height: 20 },
  'full-name': { width: 180, height: 20 },
  text: { width: 180, height: 20 },
  checkbox: { width: 16, height: 16 },
} as const satisfies Record<FieldKind, { width: number; height: number }>;

/** Fields snap to a grid of this many points when placed, moved or resized. */
export const FIELD_SNAP_POINTS = 4;
export const MIN_FIELD_SIZE = 12;
export const MAX_FIELDS_PER_TEMPLATE = 200;
/** Signers one template can hold fields for ("Signer 1", "Signer 2", ...). */
export const MAX_TEMPLATE_SIGNERS = 10;
export const MAX_TEXT_VALUE_LENGTH = 500;
export const MAX_INITIALS_LENGTH = 12;
/** PDFs in one envelope besides its NDA. */
export const MAX_ENVELOPE_PDFS = 5;

/** A page as the reader shows it, in points; rotation is the page's /Rotate (0, 90, 180, 270). */
export const pageBox = z.object({
  width: z.number().positive().max(14_400),
  height: z.number().positive().max(14_400),
});
export type PageBox = z.infer<typeof pageBox>;

const coordinate = z.number().finite().min(0).max(14_400);

/** One field on a template: whose (signer slot 1, 2, ...), which page, where, and what. */
export const placedField = z.object({
  id: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'A field id uses letters, digits, - and _ only.'),
  kind: z.enum(FIELD_KINDS, { error: 'Choose a kind of field from the list' }),
  signer: z.number().int().min(1).max(MAX_TEMPLATE_SIGNERS),
  page: z.number().int().min(1),
  x: coordinate,
  y: coordinate,
  width: z.number().finite().min(MIN_FIELD_SIZE).max(14_400),
  height: z.number().finite().min(MIN_FIELD_SIZE).max(14_400),
  required: z.boolean(),
  /** What the signer is asked, for a text or checkbox field ("Department", "I agree to ..."). */
  label: z
    .string()
    .trim()
    .max(120, 'Keep the field label under 121 characters')
    .nullish()
    .transform((value) => value || null),
});
export type PlacedField = z.output<typeof placedField>;
export type PlacedFieldInput = z.input<typeof placedField>;

export const fieldOutsidePageMessage = (index: number, page: number) =>
  `Field ${index + 1} is outside page ${page}. Move it back onto the page.`;
export const UNKNOWN_PAGE_MESSAGE = 'A field is on a page this PDF does not have.';
export const DUPLICATE_FIELD_ID_MESSAGE = 'Two fields have the same id. Reload the editor.';

/**
 * Where the template's fields fail against its pages: each message names the field, so the
 * editor can point at it. Empty when every field is on its page and the ids are unique.
 */
export function fieldProblems(fields: readonly PlacedField[], pages: readonly PageBox[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  fields.forEach((field, index) => {
    if (ids.has(field.id)) problems.push(DUPLICATE_FIELD_ID_MESSAGE);
    ids.add(field.id);
    const page = pages[field.page - 1];
    if (!page) {
      problems.push(UNKNOWN_PAGE_MESSAGE);
      return;
    }
    // Half a point of slack: the editor rounds to the snap grid, pages may be fractional.
    if (field.x + field.width > page.width + 0.5 || field.y + field.height > page.height + 0.5) {
      problems.push(fieldOutsidePageMessage(index, field.page));
    }
  });
  return problems;
}

const snap = (value: number) => Math.round(value / FIELD_SNAP_POINTS) * FIELD_SNAP_POINTS;
const clamp = (value: number, low: number, high: number) =>
  Math.min(Math.max(value, low), Math.max(low, high));

/**
 * A field moved or resized by mouse or keyboard, snapped to the grid and kept whole on its page:
 * at least MIN_FIELD_SIZE, never wider or taller than the page, never past an edge.
 */
export function snapField<F extends Pick<PlacedField, 'x' | 'y' | 'width' | 'height'>>(
  field: F,
  page: PageBox,
): F {
  const width = clamp(snap(field.width), MIN_FIELD_SIZE, Math.floor(page.width));
  const height = clamp(snap(field.height), MIN_FIELD_SIZE, Math.floor(page.height));
  return {
    ...field,
    width,
    height,
    x: clamp(snap(field.x), 0, page.width - width),
    y: clamp(snap(field.y), 0, page.height - height),
  };
}

/**
 * Reading order: page by page, top to bottom, and left to right within a line. Fields whose
 * tops are closer than half the shorter one's height share a line, as a sighted reader sees it.
 */
export function inReadingOrder<F extends Pick<PlacedField, 'page' | 'x' | 'y' | 'height'>>(
  fields: readonly F[],
): F[] {
  const sameLine = (a: F, b: F) => Math.abs(a.y - b.y) < Math.min(a.height, b.height) / 2;
  return [...fields].sort((a, b) => {
    if (a.page !== b.page) return a.page - b.page;
    if (!sameLine(a, b)) return a.y - b.y;
    return a.x - b.x;
  });
}

/** "J. D." style initials from a full name, as the initials field is first filled. */
export const initialsOf = (fullName: string) =>
  fullName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part[0]!.toUpperCase()}.`)
    .join(' ')
    .slice(0, MAX_INITIALS_LENGTH);

/** What a signer typed or ticked into one field; auto-filled kinds take no value. */
export const fieldValueInput = z.object({
  documentId: z.uuid('Reload the page: a field names an unknown document.'),
  fieldId: placedField.shape.id,
  value: z.union([z.string().max(MAX_TEXT_VALUE_LENGTH), z.boolean()]),
});
export type FieldValueInput = z.infer<typeof fieldValueInput>;

export const fieldRequiredMessage = (kind: FieldKind, label: string | null, language: Locale) => {
  const name = label ?? FIELD_KIND_LABELS[language][kind];
  if (kind === 'checkbox') {
    return language === 'es' ? `Marque la casilla: ${name}.` : `Tick the box: ${name}.`;
  }
  return language === 'es' ? `Complete este campo: ${name}.` : `Fill in this field: ${name}.`;
};

export const TOO_LONG_INITIALS_MESSAGE = {
  en: `Keep your initials to ${MAX_INITIALS_LENGTH} characters.`,
  es: `Escriba sus iniciales en ${MAX_INITIALS_LENGTH} caracteres como máximo.`,
} as const satisfies Record<Locale, string>;

export const WRONG_VALUE_TYPE_MESSAGE = {
  en: 'Reload the page: a field got a value of the wrong kind.',
  es: 'Vuelva a cargar la página: un campo recibió un valor de otro tipo.',
} as const satisfies Record<Locale, string>;

/**
 * The value a signer gives one of their own fields, checked: a string for text and initials, a
 * boolean for a checkbox; a required one filled or ticked. Returns the stored text ('true' or
 * 'false' for a checkbox, trimmed text otherwise) or the message to show beside the field.
 */
export function checkFieldValue(
  field: Pick<PlacedField, 'kind' | 'required' | 'label'>,
  value: string | boolean | undefined,
  language: Locale,
): { ok: true; stored: string | null } | { ok: false; message: string } {
  if (isAutoFilled(field.kind)) return { ok: true, stored: null };
  if (field.kind === 'checkbox') {
    if (value !== undefined && typeof value !== 'boolean') {
      return { ok: false, message: WRONG_VALUE_TYPE_MESSAGE[language] };
    }
    const checked = value === true;
    if (field.required && !checked) {
      return { ok: false, message: fieldRequiredMessage(field.kind, field.label, language) };
    }
    return { ok: true, stored: checked ? 'true' : 'false' };
  }
  if (value !== undefined && typeof value !== 'string') {
    return { ok: false, message: WRONG_VALUE_TYPE_MESSAGE[language] };
  }
  const text = (value ?? '').trim();
  if (field.required && text === '') {
    return { ok: false, message: fieldRequiredMessage(field.kind, field.label, language) };
  }
  if (field.kind === 'initials' && text.length > MAX_INITIALS_LENGTH) {
    return { ok: false, message: TOO_LONG_INITIALS_MESSAGE[language] };
  }
  return { ok: true, stored: text === '' ? null : text };
}

/** The key of one field's error in a form's fieldErrors: `field:<documentId>:<fieldId>`. */
export const fieldErrorKey = (documentId: string, fieldId: string) =>
  `field:${documentId}:${fieldId}`;
