import type { Locale } from '../../../../domain/common/i18n.ts';
import { SIGNING_COPY } from '../signing-copy.ts';
import { FieldControl } from './field-control.tsx';
import type { OwnField } from './own-fields.ts';
import type { PlacedFields } from './use-placed-fields.ts';

/** The signer's own fields on one page, under its image, in reading order: "Page 2". */
export function PageFieldsGroup({
  pageNumber,
  fields,
  placed,
  language,
}: {
  pageNumber: number;
  fields: readonly OwnField[];
  placed: PlacedFields;
  language: Locale;
}) {
  return (
    <fieldset className="grid gap-4 rounded-md border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">
        {SIGNING_COPY[language].PLACED_FIELDS.pageGroup(pageNumber)}
      </legend>
      {fields.map((field) => (
        <FieldControl
          key={field.key}
          field={field}
          value={placed.valueOf(field)}
          error={placed.errorOf(field)}
          language={language}
          onChange={(value) => placed.setValue(field, value)}
          onFocus={() => placed.noteFocus(field)}
        />
      ))}
    </fieldset>
  );
}
