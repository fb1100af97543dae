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
import { DrawnSignaturePad } from './drawn-signature-pad.tsx';
import { EMPTY_SIGN_FORM, SIGN_FIELDS, checkSignForm } from './sign-form-values.ts';
import type { SignFormValues } from './sign-form-values.ts';
import { SignatureMethodFieldset } from './signature-method-fieldset.tsx';
import { SIGNING_COPY } from './signing-copy.ts';
import { explainFailure } from './signing-labels.ts';
import { TypedSignaturePreview } from './typed-signature-preview.tsx';

/**
 * Name, optional title, typed or drawn signature, consent, "Sign agreement". Checked with the
 * server's schema before sending; the server's field messages land on the same fields, and
 * anything else (a link used meanwhile, no connection) in the summary, which takes focus.
 * `language` is the page's; `signerLanguage` the link's, whose consent the certificate records.
 */
export function SignForm({
  token,
  language,
  signerLanguage,
  onSigned,
}: {
  token: string;
  language: Locale;
  signerLanguage: Locale;
  onSigned: (fullName: string, closed: SigningViewDto) => void;
}) {
  const [values, setValues] = useState<SignFormValues>(EMPTY_SIGN_FORM);
  const [problem, setProblem] = useState<string | null>(null);
  const copy = SIGNING_COPY[language];
  const words = copy.SIGN_FORM;
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
    if (!check.isValid) {
      show(check.errors);
      return;
    }
    show({});
    sign.mutate(check.input, {
      onSuccess: (closed) => onSigned(check.input.fullName, closed),
      onError: (error) => {
        if (showServerErrors(error)) return;
        setProblem(explainFailure(error, language, words.ourFault));
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-4 grid gap-5">
      <ErrorSummary
        title={copy.ERROR_SUMMARY_TITLE}
        errors={problem ? [...summary.errors, { message: problem }] : summary.errors}
        focusKey={summary.focusKey}
      />
      {/* items-start: an error under one field must not stretch the other one. */}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('fullName')}
          label={words.fullName.label}
          hint={words.fullName.hint}
          name="fullName"
          autoComplete="name"
          maxLength={200}
          required
          value={values.fullName}
          error={errors.fullName}
          onChange={(event) => update('fullName', event.target.value)}
        />
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
      </div>
      <SignatureMethodFieldset
        id={fieldId('signatureType')}
        value={values.signatureType}
        error={errors.signatureType}
        language={language}
        onChange={(type) => update('signatureType', type)}
      />
      {values.signatureType === 'typed' ? (
        <TypedSignaturePreview fullName={values.fullName} language={language} />
      ) : (
        <DrawnSignaturePad
          id={fieldId('signatureImage')}
          drawing={values.drawing}
          error={errors.signatureImage}
          language={language}
          onChange={(drawing) => {
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
          {sign.isPending ? words.pending : words.submit}
        </Button>
      </div>
    </form>
  );
}
