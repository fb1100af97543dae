import { LANGUAGE_NAMES, type Locale } from '../../../domain/common/i18n.ts';
import { ACCOMMODATIONS, MAX_PARTY_SIZE } from '../../../domain/visits/visits.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { CountedTextarea } from '../../ui/counted-textarea.tsx';
import { NOTE_MAX_LENGTH, type BookingField, type BookingValues } from './booking-values.ts';
import { RadioCard } from './radio-card.tsx';
import type { VisitsCopy } from './visits-copy-en.ts';

export interface BookingFieldsProps {
  copy: VisitsCopy;
  values: BookingValues;
  errors: Partial<Record<BookingField, string>>;
  fieldId: (field: BookingField) => string;
  onChange: (next: Partial<BookingValues>) => void;
  /** The languages the visit is held in: only those are offered. */
  languages: readonly Locale[];
  /** In person: what would help, as tick boxes. */
  asksAccommodations: boolean;
  /** A call: the number we ring, required. */
  asksPhone: boolean;
}

const LEGEND = 'mb-1 text-lg font-semibold text-ink';
const PARTY_SIZES = Array.from({ length: MAX_PARTY_SIZE }, (_, index) => index + 1);

/** A group's error under its legend, tied to the group. */
function GroupError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="font-medium text-danger">
      {message}
    </p>
  ) : null;
}

/** Who is coming: name, email, a call's phone, language, how many, what would help, a note. */
export function BookingFields(props: BookingFieldsProps) {
  const { copy, values, errors, fieldId, onChange } = props;
  const { form } = copy;
  const noteId = fieldId('note');
  const languageErrorId = `${fieldId('language')}-error`;
  const accommodationsHintId = `${fieldId('accommodations')}-hint`;
  const accommodationsErrorId = `${fieldId('accommodations')}-error`;
  return (
    <>
      <FormField
        id={fieldId('name')}
        name="name"
        label={form.name}
        autoComplete="name"
        required
        error={errors.name}
        value={values.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <FormField
        id={fieldId('email')}
        name="email"
        type="email"
        spellCheck={false}
        label={form.email}
        hint={form.emailHint}
        autoComplete="email"
        required
        error={errors.email}
        value={values.email}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      {props.asksPhone ? (
        <FormField
          id={fieldId('phone')}
          name="phone"
          type="tel"
          label={form.phone}
          hint={form.phoneHint}
          autoComplete="tel"
          required
          error={errors.phone}
          value={values.phone}
          onChange={(event) => onChange({ phone: event.target.value })}
        />
      ) : null}
      <fieldset
        className="grid min-w-0 gap-2"
        aria-describedby={errors.language ? languageErrorId : undefined}
      >
        <legend className={LEGEND}>{form.languageLegend}</legend>
        <GroupError id={languageErrorId} message={errors.language} />
        <div className="grid gap-2 sm:grid-cols-2">
          {props.languages.map((language, index) => (
            <RadioCard
              key={language}
              id={index === 0 ? fieldId('language') : undefined}
              name="language"
              value={language}
              isChecked={values.language === language}
              onChange={() => onChange({ language })}
              label={LANGUAGE_NAMES[language]}
              lang={language}
            />
          ))}
        </div>
      </fieldset>
      <Field
        id={fieldId('partySize')}
        label={form.partySize}
        hint={form.partySizeHint}
        error={errors.partySize}
        className="max-w-xs"
      >
        {(control) => (
          <Select
            {...control}
            name="partySize"
            value={values.partySize}
            onChange={(event) => onChange({ partySize: Number(event.target.value) })}
          >
            {PARTY_SIZES.map((count) => (
              <option key={count} value={count}>
                {form.people(count)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {props.asksAccommodations ? (
        <fieldset
          className="grid min-w-0 gap-3"
          aria-describedby={[
            accommodationsHintId,
            errors.accommodations ? accommodationsErrorId : null,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <legend className={LEGEND}>{form.accommodationsLegend}</legend>
          <p id={accommodationsHintId} className="-mt-2 text-ink-muted">
            {form.accommodationsHint}
          </p>
          <GroupError id={accommodationsErrorId} message={errors.accommodations} />
          <div className="grid gap-3 sm:grid-cols-2">
            {ACCOMMODATIONS.map((accommodation, index) => (
              <Checkbox
                key={accommodation}
                id={index === 0 ? fieldId('accommodations') : undefined}
                name="accommodations"
                value={accommodation}
                label={form.accommodations[accommodation]}
                checked={values.accommodations.includes(accommodation)}
                onChange={(event) =>
                  onChange({
                    accommodations: event.target.checked
                      ? [...values.accommodations, accommodation]
                      : values.accommodations.filter((chosen) => chosen !== accommodation),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <CountedTextarea
        id={noteId}
        name="note"
        label={form.note}
        hint={form.noteHint}
        error={errors.note}
        value={values.note}
        max={NOTE_MAX_LENGTH}
        counter={form.noteCounter}
        onChange={(note) => onChange({ note })}
      />
    </>
  );
}
