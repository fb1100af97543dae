import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { SigningOrder } from '../../../domain/esign/recipients.ts';
import { defaultSigningSubject, sendForSignatureInput } from '../../../domain/esign/schemas.ts';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../domain/common/i18n.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { DialogClose } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { LoadFailed } from '../../ui/query-state.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { countersignersQuery, esignConfigQuery, useSendForSignature } from './api.ts';
import { failureText, formLevelFailure } from './failure-text.ts';
import { SigningOrderFieldset } from './signing-order-fieldset.tsx';

const SEND_FIELDS = [
  'signerName',
  'signerEmail',
  'signerLanguage',
  'countersignerId',
  'signingOrder',
  'identityCheck',
  'ccEmails',
  'subject',
  'message',
] as const;

/** Addresses typed one per line, or separated by commas or spaces. */
const readAddresses = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** "the signer's address" and, all at once, the countersigner's too: where links went now. */
function sentToText(envelope: EnvelopeStatusDto) {
  const linked = envelope.recipients.filter((recipient) => recipient.status === 'sent');
  const emails =
    linked.length > 0 ? linked.map((recipient) => recipient.email) : [envelope.signerEmail];
  return emails.join(' and ');
}

export interface SendForSignatureFormProps {
  document: { id: string; title: string };
  /** The partner's contact, or the signer of the last request when sending again. */
  signer: { name: string; email: string };
  onSent: () => void;
}

/** Mounted on open, so every opening starts from the defaults. */
export function SendForSignatureForm({ document, signer, onSent }: SendForSignatureFormProps) {
  const [values, setValues] = useState({
    signerName: signer.name,
    signerEmail: signer.email,
    signerLanguage: 'en' as Locale,
    subject: defaultSigningSubject(document.title, 'en'),
    message: '',
    countersignerId: '',
    signingOrder: 'sequential' as SigningOrder,
    ccEmails: '',
    confirmIdentity: false,
  });
  const countersigners = useQuery(countersignersQuery());
  // The code step is on our own signing page: DocuSign envelopes are signed on DocuSign's.
  const isBuiltin = useQuery(esignConfigQuery()).data?.provider === 'builtin';
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(SEND_FIELDS);
  const send = useSendForSignature(document.id);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    // An untouched subject goes as null: the server writes the same default, and the 100
    // characters a typed subject may have would otherwise refuse a long title.
    const untouched =
      values.subject.trim() === defaultSigningSubject(document.title, values.signerLanguage).trim();
    const { confirmIdentity, ...fields } = values;
    const input = validate(sendForSignatureInput, {
      ...fields,
      identityCheck: confirmIdentity && isBuiltin ? 'email-code' : 'none',
      subject: untouched ? null : values.subject,
      countersignerId: values.countersignerId || null,
      ccEmails: readAddresses(values.ccEmails),
    });
    if (!input) return;
    send.mutate(input, {
      onSuccess: (envelope) => {
        toast({
          title: 'Document Sent',
          description: `"${document.title}" was sent to ${sentToText(envelope)} for signature.`,
        });
        onSent();
      },
      onError: (error) => {
        const message = formLevelFailure(error, showServerErrors(error));
        if (message) setFailure((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));
        toast({
          variant: 'destructive',
          title: 'Failed to send document',
          description: failureText(error),
        });
      },
    });
  }

  const change = (field: Exclude<keyof typeof values, 'confirmIdentity'>, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  /** An untouched subject follows the language; a typed one stays as typed. */
  const changeLanguage = (language: Locale) =>
    setValues((current) => ({
      ...current,
      signerLanguage: language,
      subject:
        current.subject === defaultSigningSubject(document.title, current.signerLanguage)
          ? defaultSigningSubject(document.title, language)
          : current.subject,
    }));

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary
        errors={failure ? [...summary.errors, { message: failure.message }] : summary.errors}
        focusKey={`${summary.focusKey}-${failure?.attempt ?? 0}`}
      />
      <FormField
        id={fieldId('signerName')}
        label="Signer name"
        hint="Starts as the partner's contact. Change it if someone else signs."
        autoComplete="off"
        spellCheck={false}
        value={values.signerName}
        error={errors.signerName}
        onChange={(event) => change('signerName', event.target.value)}
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
        onChange={(event) => change('signerEmail', event.target.value)}
      />
      <Field
        id={fieldId('signerLanguage')}
        label="Signer's language"
        hint="The signing page and every email to the signer are in this language."
        error={errors.signerLanguage}
      >
        {(control) => (
          <Select
            {...control}
            value={values.signerLanguage}
            onChange={(event) => changeLanguage(event.target.value as Locale)}
          >
            {LOCALES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={fieldId('countersignerId')}
        label="Countersigner (optional)"
        hint="A staff member who signs for the organisation."
        error={errors.countersignerId}
      >
        {(control) => (
          <Select
            {...control}
            value={values.countersignerId}
            onChange={(event) => change('countersignerId', event.target.value)}
          >
            <option value="">No countersigner</option>
            {(countersigners.data ?? []).map((staff) => (
              <option key={staff.id} value={staff.id}>
                {staff.name} ({staff.email})
              </option>
            ))}
          </Select>
        )}
      </Field>
      {countersigners.isError ? (
        <LoadFailed
          what="The list of staff"
          hint="You can send without a countersigner, or try again."
          onRetry={() => void countersigners.refetch()}
          isRetrying={countersigners.isFetching}
          presentation="compact"
        />
      ) : null}
      {values.countersignerId ? (
        <SigningOrderFieldset
          id={fieldId('signingOrder')}
          value={values.signingOrder}
          onChange={(order) => setValues((current) => ({ ...current, signingOrder: order }))}
        />
      ) : null}
      {isBuiltin ? (
        <Checkbox
          id={fieldId('identityCheck')}
          label="Confirm each signer's identity with a code sent by email"
          hint="Before signing, each signer types a 6-digit code we email to them. The certificate of completion records it."
          checked={values.confirmIdentity}
          onChange={(event) =>
            setValues((current) => ({ ...current, confirmIdentity: event.target.checked }))
          }
        />
      ) : null}
      <Field
        id={fieldId('ccEmails')}
        label="Send a copy to (optional)"
        hint="Email addresses, one per line. They get the signed PDF when everyone has signed."
        error={errors.ccEmails}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            autoComplete="off"
            spellCheck={false}
            value={values.ccEmails}
            onChange={(event) => change('ccEmails', event.target.value)}
          />
        )}
      </Field>
      <FormField
        id={fieldId('subject')}
        label="Subject"
        autoComplete="off"
        value={values.subject}
        error={errors.subject}
        onChange={(event) => change('subject', event.target.value)}
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
            onChange={(event) => change('message', event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send for Signature'}
        </Button>
      </div>
    </form>
  );
}
