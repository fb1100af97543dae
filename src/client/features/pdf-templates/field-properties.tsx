import { useId, type KeyboardEvent } from 'react';
import {
  DEFAULT_FIELD_SIZES,
  FIELD_KINDS,
  snapField,
  type FieldKind,
  type PageBox,
} from '../../../domain/esign/placed-fields.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import type { EditorField, FieldPatch } from './editor-state.ts';
import { fieldName, kindLabel } from './field-names.ts';
import { signerName } from './signer-look.ts';
import { PROPERTIES_FIRST_ID } from './use-template-editor.ts';

/** Kinds whose signer is asked something in words: the label says what. */
const hasLabel = (kind: FieldKind) => kind === 'text' || kind === 'checkbox';

export interface FieldPropertiesProps {
  field: EditorField | null;
  page: PageBox | null;
  signerCount: number;
  onChange: (patch: FieldPatch) => void;
  onRemove: () => void;
  /** Escape: focus goes back to the field on the page. */
  onReturn: () => void;
}

/** The selected field's kind, signer, whether it is required, its label, and where it is. */
export function FieldProperties({ field, page, signerCount, ...props }: FieldPropertiesProps) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !field) return;
    event.preventDefault();
    props.onReturn();
  };
  const changeKind = (kind: FieldKind) => {
    if (!field || !page) return;
    // A new kind gets its own size (a tick box is not a signature line), still on the page.
    const sized = snapField({ ...field, ...DEFAULT_FIELD_SIZES[kind] }, page);
    props.onChange({
      kind,
      x: sized.x,
      y: sized.y,
      width: sized.width,
      height: sized.height,
      label: hasLabel(kind) ? field.label : null,
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} onKeyDown={onKeyDown} className="grid gap-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Field details
      </h2>
      {!field ? (
        <p className="text-ink-muted">Choose a field on a page to see and change its details.</p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            {fieldName(field)}. Escape takes you back to the field.
          </p>
          <Field id={PROPERTIES_FIRST_ID} label="Kind">
            {(control) => (
              <Select
                {...control}
                value={field.kind}
                onChange={(event) => changeKind(event.target.value as FieldKind)}
              >
                {FIELD_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kindLabel(kind)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id={`${id}-signer`} label="Signer">
            {(control) => (
              <Select
                {...control}
                value={field.signer}
                onChange={(event) => props.onChange({ signer: Number(event.target.value) })}
              >
                {Array.from({ length: signerCount }, (_, index) => (
                  <option key={index + 1} value={index + 1}>
                    {signerName(index + 1)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Checkbox
            id={`${id}-required`}
            label="Required"
            hint="The signer cannot finish without filling it."
            checked={field.required}
            onChange={(event) => props.onChange({ required: event.target.checked })}
          />
          {hasLabel(field.kind) ? (
            <FormField
              id={`${id}-label`}
              label="Label"
              hint="What the signer is asked, such as “Department” or “I agree to the terms”."
              maxLength={120}
              value={field.label ?? ''}
              onChange={(event) => props.onChange({ label: event.target.value || null })}
            />
          ) : null}
          <FieldPlace field={field} />
          <Button variant="secondary" className="justify-self-start" onClick={props.onRemove}>
            Remove field
          </Button>
        </>
      )}
    </section>
  );
}

/** Where the field is, in points from the page's top left. */
function FieldPlace({ field }: { field: EditorField }) {
  const rows = [
    ['Page', String(field.page)],
    ['From the left', `${Math.round(field.x)} pt`],
    ['From the top', `${Math.round(field.y)} pt`],
    ['Width', `${Math.round(field.width)} pt`],
    ['Height', `${Math.round(field.height)} pt`],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
