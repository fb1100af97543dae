import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { defaultSigningSubject } from '../../../domain/esign/schemas.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { DialogClose } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import {
  countersignersQuery,
  esignConfigQuery,
  pdfTemplatesQuery,
  useSendForSignature,
} from './api.ts';
import { CountersignerField } from './countersigner-field.tsx';
import { EnvelopeDocumentsFieldset } from './envelope-documents-fieldset.tsx';
import { failureText, formLevelFailure } from './failure-text.ts';
import { MailTextFields } from './mail-text-fields.tsx';
import { MorePeopleFieldset } from './more-people-fieldset.tsx';
import {
  checkSendInput,
  messagesByField,
  sendFieldKeys,
  summaryItems,
} from './send-form-errors.ts';
import { actingPeople, envelopeSignerNames } from './send-form-people.ts';
import { sendInputOf, type SendFormValues } from './send-input.ts';
import { SignerFields } from './signer-fields.tsx';
import { SigningOrderFieldset } from './signing-order-fieldset.tsx';
import { SigningStepsFieldset } from './signing-steps-fieldset.tsx';
import { useSendPeople } from './use-send-people.ts';

/** "the signer's address" and, all at once, the others' too: where links went now. */
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
  const [values, setValues] = useState<SendFormValues>({
    signerName: signer.name,
    signerEmail: signer.email,
    signerLanguage: 'en',
    subject: defaultSigningSubject(document.title, 'en'),
    message: '',
    countersignerId: '',
    signingOrder: 'sequential',
    ccEmails: '',
    confirmIdentity: false,
  });
  const [pdfTemplateIds, setPdfTemplateIds] = useState<string[]>([]);
  const countersigners = useQuery(countersignersQuery());
  const templates = useQuery(pdfTemplatesQuery());
  const isBuiltin = useQuery(esignConfigQuery()).data?.provider === 'builtin';
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const send = useSendForSignature(document.id);

  const { people, setMore, changeStep } = useSendPeople({
    signer: { name: values.signerName, email: values.signerEmail },
    countersignerId: values.countersignerId,
    countersigners: countersigners.data,
  });
  const fields = useMemo(
    () => sendFieldKeys(people.more.length, pdfTemplateIds.length),
    [people.more.length, pdfTemplateIds.length],
  );
  const { errors, fieldId, show, clear, summary } = useFormErrors(fields);
  const acting = actingPeople(people);
  const signerNames = envelopeSignerNames(people);

  /** Row and PDF messages are keyed by index: once the rows move, they no longer fit. */
  const clearFrom = (prefix: string) =>
    fields.filter((field) => field.startsWith(prefix)).forEach(clear);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const input = sendInputOf({
      values,
      people,
      pdfTemplateIds,
      documentTitle: document.title,
      isBuiltin,
    });
    const check = checkSendInput({
      input,
      chosen: pdfTemplateIds.map((id) => templates.data?.find((one) => one.id === id)),
      signerCount: signerNames.length,
      fields,
    });
    show(check.messages ?? {});
    if (!check.body) return;
    send.mutate(check.body, {
      onSuccess: (envelope) => {
        toast({
          title: 'Document Sent',
          description: `"${document.title}" was sent to ${sentToText(envelope)} for signature.`,
        });
        onSent();
      },
      onError: (error) => {
        const serverErrors = messagesByField(Object.entries(readFieldErrors(error)), fields);
        const message = formLevelFailure(error, show(serverErrors));
        if (message) setFailure((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));
        toast({
          variant: 'destructive',
          title: 'Failed to send document',
          description: failureText(error),
        });
      },
    });
  }

  const change = (
    field: 'signerName' | 'signerEmail' | 'subject' | 'message' | 'ccEmails',
    value: string,
  ) => setValues((current) => ({ ...current, [field]: value }));

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

  const summaryErrors = summaryItems({ fields, errors, fieldId, people });

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary
        errors={failure ? [...summaryErrors, { message: failure.message }] : summaryErrors}
        focusKey={`${summary.focusKey}-${failure?.attempt ?? 0}`}
      />
      <SignerFields
        values={values}
        errors={errors}
        fieldId={fieldId}
        onChange={change}
        onLanguageChange={changeLanguage}
      />
      <CountersignerField
        id={fieldId('countersignerId')}
        countersigners={countersigners}
        value={values.countersignerId}
        error={errors.countersignerId}
        onChange={(id) => {
          clearFrom('pdfTemplateIds');
          setValues((current) => ({ ...current, countersignerId: id }));
        }}
      />
      <MorePeopleFieldset
        people={people}
        errors={errors}
        fieldId={fieldId}
        onChange={(rows) => {
          clearFrom('moreRecipients.');
          clearFrom('pdfTemplateIds');
          setMore(rows);
        }}
      />
      {acting.length > 1 ? (
        <SigningOrderFieldset
          id={fieldId('signingOrder')}
          value={values.signingOrder}
          onChange={(order) => setValues((current) => ({ ...current, signingOrder: order }))}
        />
      ) : null}
      {acting.length > 1 && values.signingOrder === 'steps' ? (
        <SigningStepsFieldset
          people={acting}
          errors={errors}
          fieldId={fieldId}
          onChange={changeStep}
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
      <EnvelopeDocumentsFieldset
        ndaTitle={document.title}
        templates={templates}
        chosenIds={pdfTemplateIds}
        signerNames={signerNames}
        errors={errors}
        fieldId={fieldId}
        onChange={(ids) => {
          clearFrom('pdfTemplateIds');
          setPdfTemplateIds(ids);
        }}
      />
      <MailTextFields values={values} errors={errors} fieldId={fieldId} onChange={change} />
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
