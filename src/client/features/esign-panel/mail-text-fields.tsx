import { Field, FormField } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';

export interface MailTextFieldsProps {
  values: { subject: string; message: string };
  errors: Partial<Record<string, string>>;
  fieldId: (field: string) => string;
  onChange: (field: 'subject' | 'message', value: string) => void;
}

/** The subject and the message of the mail that carries the signing link. */
export function MailTextFields({ values, errors, fieldId, onChange }: MailTextFieldsProps) {
  return (
    <>
      <FormField
        id={fieldId('subject')}
        label="Subject"
        autoComplete="off"
        value={values.subject}
        error={errors.subject}
        onChange={(event) => onChange('subject', event.target.value)}
      />
      <Field
        id={fieldId('message')}
        label="Message (optional)"
        hint="Shown to the signer in the email, above the link."
        error={errors.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={values.message}
            onChange={(event) => onChange('message', event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
