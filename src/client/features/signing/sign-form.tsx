import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { useSignDocument } from './api.ts';
import { ConsentField } from './consent-field.tsx';
import { EMPTY_SIGN_FORM, SIGN_FIELDS, checkSignForm } from './sign-form-values.ts';
import type { SignFormValues } from './sign-form-values.ts';
import { SignatureChoice } from './signature-choice.tsx';
import { SIGNING_COPY } from './signing-copy.ts';
import { explainFailure } from './signing-labels.ts';
import type { PlacedFieldsForm } from './placed-fields/use-placed-fields.ts';

/**
 * Name, optional title, typed or drawn signature, consent, "Sign agreement"; an approver gives
 * only their name and the consent, and "Approve". Checked with the server's schema before
 * sending, and the signer's placed fields (ADR 050) with the server's own check; the server's
 * field messages land on the same fields, and anything else (a link used meanwhile, no
 * connection) in the summary, which takes focus and lists the placed fields' problems first, as
 * they come first on the page. `language` is the page's; `signerLanguage` the link's, whose
 * consent the certificate records.
 */
export function SignForm({
  token,
  language,
  signerLanguage,
  isApprover = false,
  placedFields,
  onSigned,
}: {
  token: string;
  language: Locale;
  signerLanguage: Locale;
  isApprover?: boolean;
  /** The signer's fields on the envelope's PDFs, kept by the page above the form. */
  placedFields?: PlacedFieldsForm;
  onSigned: (fullName: string, closed: SigningViewDto) => void;
}) {
  const [values, setValues] = useState<SignFormValues>(EMPTY_SIGN_FORM);
  const [problem, setProblem] = useState<string | null>(null);
  const copy = SIGNING_COPY[language];
  const words = copy.SIGN_FORM;
  const submitWords = isApprover ? copy.APPROVAL : words;
  const { errors, fieldId, show, clear, showServerErrors, summary } = useFormErrors(
    SIGN_FIELDS,
    copy.validationMessage,
  );
  const sign = useSignDocument(token);

  const update = <Key extends keyof SignFormValues>(field: Key, value: SignFormValues[Key]) =>
    setValues((current) => ({ ...current, [field]: value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const check = checkSignForm(values, copy.validationMessage);
    const fieldValues = placedFields ? placedFields.check() : [];
    // Shown even when empty: a new attempt moves focus to the summary of the placed fields too.
    show(check.isValid ? {} : check.errors);
    if (!check.isValid || fieldValues === null) return;
    sign.mutate(
      { ...check.input, fieldValues },
      {
        onSuccess: (closed) => onSigned(check.input.fullName, closed),
        onError: (error) => {
          const hasPlacedErrors = placedFields?.showServerErrors(error) ?? false;
          if (showServerErrors(error) || hasPlacedErrors) return;
          setProblem(explainFailure(error, language, words.ourFault));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-4 grid gap-5">
      <ErrorSummary
        title={copy.ERROR_SUMMARY_TITLE}
        errors={[
          ...(placedFields?.summaryErrors ?? []),
          ...summary.errors,
          ...(problem ? [{ message: problem }] : []),
        ]}
        focusKey={summary.focusKey}
      />
      {/* items-start: an error under one field must not stretch the other one. */}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('fullName')}
          label={words.fullName.label}
          hint={isApprover ? copy.APPROVAL.fullNameHint : words.fullName.hint}
          name="fullName"
          autoComplete="name"
          maxLength={200}
          required
          value={values.fullName}
          error={errors.fullName}
          onChange={(event) => {
            update('fullName', event.target.value);
            placedFields?.setFullName(event.target.value);
          }}
        />
        {isApprover ? null : (
          <FormField
            id={fieldId('title')}
            label={words.title.label}
            hint={words.title.hint}
            name="title"
            autoComplete="organization-title"
            maxLength={200}
            value={values.title}
            error={errors.title}
            onChange={(event) => update('title', event.target.value)}
          />
        )}
      </div>
      {/* An approver's name goes on the record, not on the pages: nothing to draw or preview. */}
      {isApprover ? null : (
        <SignatureChoice
          typeId={fieldId('signatureType')}
          imageId={fieldId('signatureImage')}
          signatureType={values.signatureType}
          drawing={values.drawing}
          fullName={values.fullName}
          errors={errors}
          language={language}
          onTypeChange={(type) => update('signatureType', type)}
          onDrawingChange={(drawing) => {
            update('drawing', drawing);
            if (drawing) clear('signatureImage');
          }}
        />
      )}
      <ConsentField
        id={fieldId('consent')}
        checked={values.consent}
        error={errors.consent}
        language={language}
        signerLanguage={signerLanguage}
        onChange={(consent) => {
          update('consent', consent);
          // "Tick the box" is wrong once the box is ticked: it goes at once.
          if (consent) clear('consent');
        }}
      />
      <div>
        <Button type="submit" disabled={sign.isPending}>
          {sign.isPending ? submitWords.pending : submitWords.submit}
        </Button>
      </div>
    </form>
  );
}
