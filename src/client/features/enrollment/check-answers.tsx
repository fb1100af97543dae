import { useEffect, useId, useRef } from 'react';
import { termLabel } from '../../../domain/start-terms/labels.ts';
import type { Campus } from '../../../domain/waiting-list/waiting-list.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { useEnrollmentCopy, type EnrollmentCopy } from './enrollment-copy.tsx';
import { CAMPUS_FIELDS, type EnrollmentField, type EnrollmentValues } from './enrollment-values.ts';

export interface CheckAnswersProps {
  campus: Campus;
  values: EnrollmentValues;
  /** Back to the form with focus on this field. */
  onChange: (field: EnrollmentField) => void;
  fieldId: (field: EnrollmentField) => string;
  onSend: () => void;
  sending: boolean;
  /** Why the last send failed, when it was not a field's fault. */
  error: string | null;
  errorKey: number;
}

/** An answer as the family chose it: the option's words for a choice, never its code. */
function shownAnswer(copy: EnrollmentCopy, field: EnrollmentField, value: string): string {
  const { GRADE_LEVEL_LABELS, HEARD_ABOUT_US_LABELS, PROGRAM_INTEREST_LABELS } = copy.options;
  const labels: Partial<Record<EnrollmentField, Record<string, string>>> = {
    gradeLevel: GRADE_LEVEL_LABELS,
    heardAboutUs: HEARD_ABOUT_US_LABELS,
    programInterest: PROGRAM_INTEREST_LABELS,
  };
  if (field === 'enrollmentPreference') return termLabel(value, copy.locale);
  return labels[field]?.[value] ?? value;
}

/**
 * The GOV.UK "Check answers" page before sending: every question of the campus's form with the
 * answer given (or "Not given"), each with a "Change" link back to its field, then the one button
 * that sends (public spec §4's button and its "Submitting..." state). Its heading takes focus, so
 * a screen reader hears where it now is.
 */
export function CheckAnswers(props: CheckAnswersProps) {
  const { campus, values, onChange, fieldId, onSend, sending, error, errorKey } = props;
  const copy = useEnrollmentCopy();
  const { CHECK_ANSWERS, ENROLLMENT_FIELD_TEXT, CAMPUS_FORMS, SUBMIT_LABEL, SUBMITTING_LABEL } =
    copy.enrollment;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sendTitleId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="grid gap-6">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl leading-tight font-bold text-ink focus:outline-none"
      >
        {CHECK_ANSWERS.title}
      </h3>
      <dl className="divide-y divide-line border-y border-line">
        <div className="grid gap-1 py-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:gap-4">
          <dt className="font-semibold text-ink">{CHECK_ANSWERS.campus}</dt>
          <dd className="text-ink">{CAMPUS_FORMS[campus].title}</dd>
        </div>
        {CAMPUS_FIELDS[campus].map((field) => {
          const label = ENROLLMENT_FIELD_TEXT[field].label;
          const value = values[field].trim();
          return (
            <div
              key={field}
              className="grid gap-1 py-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:gap-4"
            >
              <dt className="font-semibold text-ink">{label}</dt>
              <dd
                className={
                  value ? 'whitespace-pre-line text-ink wrap-anywhere' : 'text-ink-muted italic'
                }
              >
                {value ? shownAnswer(copy, field, value) : CHECK_ANSWERS.notGiven}
              </dd>
              <dd>
                {/* A link to the field, as in the pattern; the form comes back before it is followed. */}
                <a
                  href={`#${fieldId(field)}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4 hover:no-underline"
                  onClick={(event) => {
                    event.preventDefault();
                    onChange(field);
                  }}
                >
                  {CHECK_ANSWERS.change}
                  <span className="sr-only"> {label}</span>
                </a>
              </dd>
            </div>
          );
        })}
      </dl>
      <section aria-labelledby={sendTitleId} className="grid gap-3">
        <h4 id={sendTitleId} className="text-xl font-bold text-ink">
          {CHECK_ANSWERS.sendTitle}
        </h4>
        <p className="max-w-prose text-ink">{CHECK_ANSWERS.sendText}</p>
        <ErrorSummary
          errors={error ? [{ message: error }] : []}
          focusKey={errorKey}
          title={copy.messages.ERROR_SUMMARY_TITLE}
        />
        <div>
          <Button type="button" disabled={sending} className="min-h-11 text-lg" onClick={onSend}>
            {sending ? SUBMITTING_LABEL : SUBMIT_LABEL}
          </Button>
        </div>
      </section>
    </div>
  );
}
