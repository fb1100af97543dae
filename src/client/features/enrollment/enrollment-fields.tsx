import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { termLabel } from '../../../domain/start-terms/labels.ts';
import { upcomingTerms } from '../../../domain/start-terms/start-terms.ts';
import {
  FREE_TEXT_MAX_LENGTH,
  GRADE_LEVELS,
  HEARD_ABOUT_US_BRIDGE,
  HEARD_ABOUT_US_K12,
  PROGRAM_INTERESTS,
  type Campus,
} from '../../../domain/waiting-list/waiting-list.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { ChoiceField } from './choice-field.tsx';
import { useEnrollmentCopy } from './enrollment-copy.tsx';
import {
  CAMPUS_FIELDS,
  INLINE_ERROR_FIELDS,
  type EnrollmentField,
  type EnrollmentValues,
} from './enrollment-values.ts';

export interface EnrollmentFieldsProps {
  campus: Campus;
  values: EnrollmentValues;
  errors: Partial<Record<EnrollmentField, string>>;
  fieldId: (field: EnrollmentField) => string;
  onChange: (field: EnrollmentField, value: string) => void;
}

/**
 * Autocomplete hints (WCAG 1.3.5) only where the answer is about the person filling in the form:
 * on the K-12 form that is the parent, so the student's name is not theirs to autofill.
 */
const AUTOCOMPLETE: Partial<Record<EnrollmentField, string>> = {
  parentGuardianName: 'name',
  email: 'email',
  phone: 'tel',
};
const STUDENT_AUTOCOMPLETE: Partial<Record<EnrollmentField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
};

/** The fields of one campus's form, in the order of CAMPUS_FIELDS (public spec §3). */
export function EnrollmentFields({
  campus,
  values,
  errors,
  fieldId,
  onChange,
}: EnrollmentFieldsProps) {
  const { enrollment, options, locale } = useEnrollmentCopy();
  const { ENROLLMENT_FIELD_TEXT } = enrollment;
  const { GRADE_LEVEL_LABELS, HEARD_ABOUT_US_LABELS, PROGRAM_INTEREST_LABELS, NO_CHOICE_LABEL } =
    options;
  // The campus's next terms from the visitor's today (ADR 035). The page is prerendered, so the
  // terms appear once the scripts run; the form's controls are disabled until then anyway.
  const isHydrated = useHydrated();
  const terms = isHydrated ? upcomingTerms(campus, todayIsoDate(new Date())) : [];
  const termLabels = Object.fromEntries(terms.map((term) => [term, termLabel(term, locale)]));
  const autocomplete =
    campus === 'bridge' ? { ...AUTOCOMPLETE, ...STUDENT_AUTOCOMPLETE } : AUTOCOMPLETE;

  function renderField(field: EnrollmentField) {
    const text: { label: string; hint?: string } = ENROLLMENT_FIELD_TEXT[field];
    const common = {
      id: fieldId(field),
      name: field,
      label: text.label,
      hint: text.hint,
      value: values[field],
    };
    const change = (value: string) => onChange(field, value);
    const choice = { ...common, onChange: change, noChoiceLabel: NO_CHOICE_LABEL };
    switch (field) {
      case 'gradeLevel':
        return <ChoiceField {...choice} options={GRADE_LEVELS} labels={GRADE_LEVEL_LABELS} />;
      case 'programInterest':
        return (
          <ChoiceField {...choice} options={PROGRAM_INTERESTS} labels={PROGRAM_INTEREST_LABELS} />
        );
      case 'enrollmentPreference':
        return <ChoiceField {...choice} options={terms} labels={termLabels} />;
      case 'heardAboutUs':
        return (
          <ChoiceField
            {...choice}
            options={campus === 'k12' ? HEARD_ABOUT_US_K12 : HEARD_ABOUT_US_BRIDGE}
            labels={HEARD_ABOUT_US_LABELS}
          />
        );
      case 'studentNeeds':
      case 'additionalInfo':
        return (
          <Field id={common.id} label={common.label} hint={common.hint}>
            {(control) => (
              <>
                <Textarea
                  {...control}
                  name={field}
                  rows={4}
                  value={common.value}
                  onChange={(event) => change(event.target.value)}
                />
                {/* Visible, not announced on each key. No maxLength: a pasted answer is never cut
                    short without a word; over the limit, the form says so when it is sent. */}
                <p className="mt-1 text-sm text-ink-muted" data-testid={`${field}-count`}>
                  {enrollment.characterCount(common.value.length, FREE_TEXT_MAX_LENGTH)}
                </p>
              </>
            )}
          </Field>
        );
      default:
        return (
          <FormField
            {...common}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            spellCheck={field === 'email' ? false : undefined}
            autoComplete={autocomplete[field] ?? 'off'}
            required={INLINE_ERROR_FIELDS.has(field)}
            error={INLINE_ERROR_FIELDS.has(field) ? errors[field] : undefined}
            onChange={(event) => change(event.target.value)}
          />
        );
    }
  }

  return (
    <>
      {CAMPUS_FIELDS[campus].map((field) => (
        <div key={field}>{renderField(field)}</div>
      ))}
    </>
  );
}
