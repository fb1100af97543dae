import { FIELD_KIND_LABELS, type FieldKind } from '../../../domain/esign/placed-fields.ts';
import type { EditorField } from './editor-state.ts';
import { signerName, signerTag } from './signer-look.ts';

export const kindLabel = (kind: FieldKind) => FIELD_KIND_LABELS.en[kind];

/** "Signature for Signer 1 on page 2, required": a field button's name for screen readers. */
export function fieldName(field: EditorField): string {
  const label = field.label ? ` “${field.label}”` : '';
  const need = field.required ? 'required' : 'optional';
  return `${kindLabel(field.kind)}${label} for ${signerName(field.signer)} on page ${field.page}, ${need}`;
}

/**
 * What fits inside the box at this size: "S1 Signature", else "S1", else nothing (the border
 * still shows the signer's colour and style). Measured roughly: 7 px a character at 12 px text.
 */
export function fieldCaption(field: EditorField, widthPx: number, heightPx: number): string {
  if (heightPx < 14) return '';
  const full = `${signerTag(field.signer)} ${kindLabel(field.kind)}`;
  if (widthPx >= full.length * 7 + 8) return full;
  const tag = signerTag(field.signer);
  return widthPx >= tag.length * 8 + 4 ? tag : '';
}

/** "120, 340": a place in points, as the live region and the properties read it out. */
export const pointText = (x: number, y: number) => `${Math.round(x)}, ${Math.round(y)}`;
