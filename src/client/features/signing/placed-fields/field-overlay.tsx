import { clsx } from 'clsx';
import type { Locale } from '../../../../domain/common/i18n.ts';
import type { SigningFieldDto } from '../../../../domain/esign/dtos.ts';
import { FIELD_KIND_LABELS } from '../../../../domain/esign/placed-fields.ts';
import { SIGNING_COPY } from '../signing-copy.ts';
import type { FieldValue } from './own-fields.ts';

/** What an own field's box on the page says: the value given so far, or what goes there. */
export function ownFieldText(
  field: Pick<SigningFieldDto, 'kind' | 'label'>,
  value: FieldValue,
  fullName: string,
  language: Locale,
): string {
  const kindLabel = FIELD_KIND_LABELS[language][field.kind];
  switch (field.kind) {
    case 'signature':
      return SIGNING_COPY[language].PLACED_FIELDS.signHere;
    case 'full-name':
      return fullName.trim() || kindLabel;
    case 'date-signed':
      return kindLabel;
    case 'checkbox':
      return value === true ? '✓' : '';
    default:
      return (typeof value === 'string' && value.trim()) || field.label || kindLabel;
  }
}

/**
 * One field drawn over the page image, at its place in points × scale. The signer's own fields
 * are filled boxes (a click takes them to the field's control); other people's are faint dashed
 * outlines with their name. The paper is white in every reading theme, so the colours here are
 * fixed ones that read on white, not the theme's tokens. Hidden from screen readers: the same
 * fields are the form controls under the page.
 */
export function FieldOverlay({
  field,
  scale,
  text,
  mine,
  hasError = false,
  onClick,
}: {
  field: SigningFieldDto;
  scale: number;
  text: string;
  mine: boolean;
  hasError?: boolean;
  onClick?: () => void;
}) {
  const height = field.height * scale;
  const width = field.width * scale;
  const fontSize = Math.min(Math.max(height * 0.55, 9), 16);
  // Text that would not fit is left out rather than cut: the box and its colour still show
  // where the field is, and its control under the page says what it is.
  const fits = text.length * fontSize * 0.6 <= width - 4;
  return (
    <div
      onClick={onClick}
      className={clsx(
        'absolute flex items-center overflow-hidden px-0.5 leading-none whitespace-nowrap',
        mine
          ? 'cursor-pointer border-2 bg-teal-50/85 font-semibold text-teal-900'
          : 'border border-dashed border-slate-400 text-slate-600',
        mine && (hasError ? 'border-red-700' : 'border-teal-700'),
        field.kind === 'checkbox' && 'justify-center',
      )}
      style={{
        left: field.x * scale,
        top: field.y * scale,
        width,
        height,
        fontSize,
      }}
    >
      {fits ? <span>{text}</span> : null}
    </div>
  );
}
