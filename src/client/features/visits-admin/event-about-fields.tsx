import { VISIT_KINDS, type VisitKind } from '../../../domain/visits/visits.ts';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { GROUP_HEADING, type EventFieldsProps } from './event-field-props.ts';
import { KIND_LABELS } from './visit-labels.ts';

/** What the visit is: its kind, and its title and description in both languages. */
export function EventAboutFields({ values, errors, fieldId, onChange }: EventFieldsProps) {
  return (
    <fieldset className="grid gap-4">
      <legend className={GROUP_HEADING}>The visit</legend>
      <Field label="Kind" id={fieldId('kind')} error={errors.kind}>
        {(control) => (
          <Select
            {...control}
            value={values.kind}
            onChange={(event) => onChange('kind', event.target.value as VisitKind | '')}
          >
            <option value="">Choose the kind of visit</option>
            {VISIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Title in English"
          id={fieldId('titleEn')}
          error={errors.titleEn}
          value={values.titleEn}
          maxLength={120}
          onChange={(event) => onChange('titleEn', event.target.value)}
        />
        <FormField
          label="Title in Spanish"
          id={fieldId('titleEs')}
          error={errors.titleEs}
          value={values.titleEs}
          maxLength={120}
          lang="es"
          onChange={(event) => onChange('titleEs', event.target.value)}
        />
      </div>
      <Field
        label="Description in English (optional)"
        hint="What happens, for whom, what to bring. Shown on the public page."
        id={fieldId('descriptionEn')}
        error={errors.descriptionEn}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.descriptionEn}
            onChange={(event) => onChange('descriptionEn', event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Description in Spanish (optional)"
        id={fieldId('descriptionEs')}
        error={errors.descriptionEs}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            lang="es"
            value={values.descriptionEs}
            onChange={(event) => onChange('descriptionEs', event.target.value)}
          />
        )}
      </Field>
    </fieldset>
  );
}
