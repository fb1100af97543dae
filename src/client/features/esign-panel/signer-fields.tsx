import type { Locale } from '../../../domain/common/i18n.ts';
import { Field, FormField } from '../../ui/form-field.tsx';
import { LanguageSelect } from '../../ui/language-select.tsx';

export interface SignerFieldsProps {
  values: { signerName: string; signerEmail: string; signerLanguage: Locale };
  errors: Partial<Record<string, string>>;
  fieldId: (field: string) => string;
  onChange: (field: 'signerName' | 'signerEmail', value: string) => void;
  onLanguageChange: (language: Locale) => void;
}

/** The partner's signer: who signs first, where the link goes, and in which language. */
export function SignerFields({
  values,
  errors,
  fieldId,
  onChange,
  onLanguageChange,
}: SignerFieldsProps) {
  return (
    <>
      <FormField
        id={fieldId('signerName')}
        label="Signer name"
        hint="Starts as the partner's contact. Change it if someone else signs."
        autoComplete="off"
        spellCheck={false}
        value={values.signerName}
        error={errors.signerName}
        onChange={(event) => onChange('signerName', event.target.value)}
      />
      <FormField
        id={fieldId('signerEmail')}
        label="Signer email"
        hint="The signing link is sent to this address."
        type="email"
        autoComplete="off"
        required
        value={values.signerEmail}
        error={errors.signerEmail}
        onChange={(event) => onChange('signerEmail', event.target.value)}
      />
      <Field
        id={fieldId('signerLanguage')}
        label="Signer's language"
        hint="The signing page and every email to the signer are in this language."
        error={errors.signerLanguage}
      >
        {(control) => (
          <LanguageSelect {...control} value={values.signerLanguage} onChange={onLanguageChange} />
        )}
      </Field>
    </>
  );
}
