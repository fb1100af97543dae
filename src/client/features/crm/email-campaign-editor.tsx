import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { emailCampaignInput, type EmailSegment } from '../../../domain/crm/outreach-schemas.ts';
import type { EmailCampaignDto } from '../../../domain/crm/email-campaign-dtos.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useCreateEmailCampaign, useUpdateEmailCampaign } from './email-campaign-api.ts';
import { SegmentFields } from './segment-fields.tsx';

const FIELDS = ['name', 'subject', 'content', 'htmlContent', 'segment'] as const;

export interface EmailCampaignEditorProps {
  /** The draft to change; none for a new campaign. */
  campaign?: EmailCampaignDto;
  onDone: () => void;
}

/** Compose a campaign and pick its recipients; it is saved as a draft until sent or scheduled. */
export function EmailCampaignEditor({ campaign, onDone }: EmailCampaignEditorProps) {
  const [values, setValues] = useState({
    name: campaign?.name ?? '',
    subject: campaign?.subject ?? '',
    content: campaign?.content ?? '',
    htmlContent: campaign?.htmlContent ?? '',
  });
  const [segment, setSegment] = useState<EmailSegment>(campaign?.segment ?? {});
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(FIELDS);
  const create = useCreateEmailCampaign();
  const update = useUpdateEmailCampaign();
  const isPending = create.isPending || update.isPending;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The editor opens below the button that asked for it: take the reader there.
  useEffect(() => headingRef.current?.focus(), []);
  const set = (field: keyof typeof values, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validate(emailCampaignInput, { ...values, segment });
    if (!input) return;
    const callbacks = {
      onSuccess: (saved: EmailCampaignDto) => {
        toast({ title: 'Draft saved', description: `"${saved.name}" is saved as a draft.` });
        onDone();
      },
      onError: (error: unknown) => {
        if (!showServerErrors(error)) {
          setFormError(describeFailure(error));
          show({});
        }
        toast({
          variant: 'destructive',
          title: 'Failed to save campaign',
          description: describeFailure(error),
        });
      },
    };
    if (campaign) update.mutate({ id: campaign.id, changes: input }, callbacks);
    else create.mutate(input, callbacks);
  }

  return (
    <form
      noValidate
      aria-labelledby="editor-title"
      className="grid gap-5 rounded-lg border border-line bg-surface p-5"
      onSubmit={handleSubmit}
    >
      <h2
        id="editor-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-ink"
      >
        {campaign ? `Edit draft: ${campaign.name}` : 'New email campaign'}
      </h2>
      <ErrorSummary
        errors={formError ? [{ message: formError }, ...summary.errors] : summary.errors}
        focusKey={summary.focusKey}
      />
      <FormField
        id={fieldId('name')}
        label="Campaign name (required)"
        hint="For staff only; donors never see it."
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <FormField
        id={fieldId('subject')}
        label="Email subject (required)"
        value={values.subject}
        error={errors.subject}
        onChange={(event) => set('subject', event.target.value)}
      />
      <Field id={fieldId('content')} label="Message text (required)" error={errors.content}>
        {(control) => (
          <Textarea
            {...control}
            rows={8}
            value={values.content}
            onChange={(event) => set('content', event.target.value)}
          />
        )}
      </Field>
      <Field
        id={fieldId('htmlContent')}
        label="HTML version"
        hint="Optional. It is cleaned before sending; links in it are counted when clicked. Donors whose mail shows no HTML read the text above."
        error={errors.htmlContent}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            spellCheck={false}
            className="font-mono text-sm"
            value={values.htmlContent}
            onChange={(event) => set('htmlContent', event.target.value)}
          />
        )}
      </Field>
      <SegmentFields segment={segment} onChange={setSegment} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving...' : 'Save draft'}
        </Button>
      </div>
    </form>
  );
}
