import { ACCESS_LEVEL_WORDS } from '../../../domain/sharing/sharing.ts';
import { Field, FormField } from '../../ui/form-field.tsx';
import { LanguageSelect } from '../../ui/language-select.tsx';
import { LinkExpirySelect } from '../../ui/link-expiry-select.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import {
  isAccessLevel,
  SEND_ACCESS_CHOICES,
  type SendNdaField,
  type SendNdaValues,
  withLanguage,
} from './send-nda-values.ts';

export interface SendNdaFieldsProps {
  values: SendNdaValues;
  errors: Partial<Record<SendNdaField, string>>;
  fieldId: (field: SendNdaField) => string;
  /** Says whom a blank address sends it to, or what the filled-in one is. */
  recipientHint: string;
  onChange: (patch: Partial<SendNdaValues>) => void;
}

/**
 * Who gets the NDA by mail and in which language, what the link in it allows and for how long,
 * and the message.
 */
export function SendNdaFields({
  values,
  errors,
  fieldId,
  recipientHint,
  onChange,
}: SendNdaFieldsProps) {
  return (
    <>
      <FormField
        id={fieldId('recipientEmail')}
        label="Send to"
        hint={recipientHint}
        type="email"
        autoComplete="off"
        spellCheck={false}
        value={values.recipientEmail}
        error={errors.recipientEmail}
        onChange={(event) => onChange({ recipientEmail: event.target.value })}
      />
      <Field
        id={fieldId('language')}
        label="Recipient's language"
        hint="The email is in this language."
        error={errors.language}
      >
        {(control) => (
          <LanguageSelect
            {...control}
            value={values.language}
            onChange={(language) => onChange(withLanguage(values, language))}
          />
        )}
      </Field>
      <Field
        id={fieldId('accessLevel')}
        label="The link in the email lets them"
        error={errors.accessLevel}
      >
        {(control) => (
          <Select
            {...control}
            value={values.accessLevel}
            onChange={(event) => {
              const accessLevel = event.target.value;
              if (isAccessLevel(accessLevel)) onChange({ accessLevel });
            }}
          >
            {SEND_ACCESS_CHOICES.map((level) => (
              <option key={level} value={level}>
                {ACCESS_LEVEL_WORDS[level]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={fieldId('expiresAt')}
        label="The link stops working after"
        hint="Counted from when you send it. You can also switch the link off at any time."
        error={errors.expiresAt}
      >
        {(control) => (
          <LinkExpirySelect
            {...control}
            value={values.expiry}
            onChange={(expiry) => onChange({ expiry })}
          />
        )}
      </Field>
      <Field
        id={fieldId('message')}
        label="Message"
        hint="Comes first in the email, above the link."
        error={errors.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={values.message}
            onChange={(event) => onChange({ message: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
