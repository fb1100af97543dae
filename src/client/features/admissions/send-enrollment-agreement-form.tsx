import { useState } from 'react';
import type { FormEvent } from 'react';
import type { EnrollmentAgreementDto, EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import { sendEnrollmentAgreementInput } from '../../../domain/esign/enrollment-agreement.ts';
import type { SigningOrder } from '../../../domain/esign/recipients.ts';
import type { WaitingListEntryDto } from '../../../domain/waiting-list/dtos.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useSendEnrollmentAgreement } from './enrollment-agreement-api.ts';
import { GuardianFields, GuardianOrderFieldset, type GuardianValues } from './guardian-fields.tsx';

type Template = EnrollmentAgreementDto['templates'][number];

// Dotted like the server's fieldErrors keys, so its messages land beside the same fields.
const FIELDS = [
  'templateId',
  'guardians.0.name',
  'guardians.0.email',
  'guardians.0.language',
  'guardians.1.name',
  'guardians.1.email',
  'guardians.1.language',
  'signingOrder',
] as const;

/** The template whose name says "enrollment", else the default one, else the first. */
export const preselectTemplate = (templates: readonly Template[]) =>
  templates.find((template) => /enrollment/i.test(template.name)) ??
  templates.find((template) => template.isDefault) ??
  templates[0];

/** Who got a link now: in order, only the first parent or guardian. */
const sentToText = (envelope: EnvelopeStatusDto) => {
  const linked = envelope.recipients.filter((recipient) => recipient.status === 'sent');
  const emails = linked.length > 0 ? linked.map((one) => one.email) : [envelope.signerEmail];
  return `A signing link was sent to ${emails.join(' and ')}.`;
};

/** One or two parents or guardians, in their own languages; prefilled from the application. */
export function SendEnrollmentAgreementForm({
  entry,
  templates,
  onSent,
}: {
  entry: WaitingListEntryDto;
  templates: Template[];
  onSent: () => void;
}) {
  const [templateId, setTemplateId] = useState(() => preselectTemplate(templates)?.id ?? '');
  const [guardians, setGuardians] = useState<[GuardianValues, GuardianValues]>([
    { name: entry.parentGuardianName ?? '', email: entry.email, language: entry.language },
    { name: '', email: '', language: entry.language },
  ]);
  const [hasSecond, setHasSecond] = useState(false);
  const [signingOrder, setSigningOrder] = useState<SigningOrder>('parallel');
  const [confirmIdentity, setConfirmIdentity] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, fieldId, show, showServerErrors, summary } = useFormErrors(FIELDS);
  const send = useSendEnrollmentAgreement(entry.id);

  const change = (index: 0 | 1) => (field: keyof GuardianValues, value: string) =>
    setGuardians((current) => {
      const next: typeof current = [...current];
      next[index] = { ...next[index], [field]: value };
      return next;
    });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = sendEnrollmentAgreementInput.safeParse({
      templateId,
      guardians: hasSecond ? guardians : [guardians[0]],
      signingOrder: hasSecond ? signingOrder : 'parallel',
      identityCheck: confirmIdentity ? 'email-code' : 'none',
    });
    // useFormErrors' own validate keys a message by its first path segment: "guardians" alone
    // would not say which field is wrong.
    const messages: Record<string, string> = {};
    for (const issue of result.error?.issues ?? [])
      messages[issue.path.join('.')] ??= issue.message;
    show(messages);
    if (!result.success) return;
    send.mutate(result.data, {
      onSuccess: (envelope) => {
        toast({ title: 'Enrollment agreement sent', description: sentToText(envelope) });
        onSent();
      },
      onError: (error) => {
        if (!showServerErrors(error)) {
          setFormError(describeFailure(error));
          show({});
        }
      },
    });
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit}>
      <h3 className="text-base font-semibold text-ink">Send the enrollment agreement</h3>
      <ErrorSummary
        errors={formError ? [...summary.errors, { message: formError }] : summary.errors}
        focusKey={summary.focusKey}
      />
      <Field id={fieldId('templateId')} label="Template" error={errors.templateId}>
        {(control) => (
          <Select
            {...control}
            value={templateId}
            onChange={(event) => setTemplateId(event.target.value)}
          >
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <GuardianFields
        index={0}
        value={guardians[0]}
        errors={errors}
        fieldId={fieldId}
        onChange={change(0)}
      />
      <Checkbox
        label="Add a second parent or guardian"
        checked={hasSecond}
        onChange={(event) => setHasSecond(event.target.checked)}
      />
      {hasSecond ? (
        <>
          <GuardianFields
            index={1}
            value={guardians[1]}
            errors={errors}
            fieldId={fieldId}
            onChange={change(1)}
          />
          <GuardianOrderFieldset
            id={fieldId('signingOrder')}
            value={signingOrder}
            onChange={setSigningOrder}
          />
        </>
      ) : null}
      <Checkbox
        label="Confirm each parent's or guardian's identity with a code sent by email"
        hint="Before signing, each one types a 6-digit code we email to them. The certificate of completion records it."
        checked={confirmIdentity}
        onChange={(event) => setConfirmIdentity(event.target.checked)}
      />
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send for signature'}
        </Button>
      </div>
    </form>
  );
}
