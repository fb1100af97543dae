import { useId } from 'react';
import type { DocumentDto } from '../../../domain/document-schemas.ts';
import { MIN_NDA_DURATION_MONTHS, PURPOSE_HINT } from '../../../domain/documents.ts';
import type { PartnerDto } from '../../../domain/partners.ts';
import { TEMPLATE_PLACEHOLDERS } from '../../../domain/templates.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/field.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { loadFailedText } from '../../ui/query-state.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { usePartners, useTemplates } from './api.ts';
import { orderedNdaErrors, type NdaField, type NdaFormValues } from './create-nda-values.ts';
import { PartnerChoice } from './partner-choice.tsx';
import { SendNdaFields } from './send-nda-fields.tsx';
import { useCreateNda } from './use-create-nda.ts';

const PLACEHOLDER_HINT = `These words are filled in for you: ${TEMPLATE_PLACEHOLDERS.map(
  ({ token }) => token,
).join(', ')}.`;

/** Whom a blank "Send to" sends the NDA to. */
function recipientHint(values: NdaFormValues, partners: readonly PartnerDto[] | undefined) {
  if (values.isNewPartner) return 'Leave blank to send it to the contact email above.';
  const email = partners?.find((partner) => partner.id === values.partnerId)?.email;
  return email
    ? `Leave blank to send it to the partner's contact, ${email}.`
    : "Leave blank to send it to the partner's contact email.";
}

export interface CreateNdaFormProps {
  initialTemplateId?: string;
  onCreated: (document: DocumentDto) => void;
  onCancel: () => void;
}

/** The fields of the Create NDA dialog, in the order of admin spec §2 and §5. */
export function CreateNdaForm({ initialTemplateId, onCreated, onCancel }: CreateNdaFormProps) {
  const partners = usePartners();
  const templates = useTemplates();
  const form = useCreateNda({ initialTemplateId, templates: templates.data, onCreated });
  const { values, errors, setField } = form;
  const idPrefix = useId();
  const fieldId = (field: NdaField) => `${idPrefix}-${field}`;
  const summary = orderedNdaErrors(errors).map(({ field, message }) => ({
    fieldId: fieldId(field),
    message,
  }));

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <ErrorSummary errors={summary} focusKey={form.attempt} />
      <FormField
        id={fieldId('title')}
        label="Title"
        autoComplete="off"
        required
        value={values.title}
        error={errors.title}
        onChange={(event) => setField('title', event.target.value)}
      />
      <PartnerChoice
        values={values}
        errors={errors}
        fieldId={fieldId}
        partners={partners.data}
        isLoading={partners.isPending}
        hasFailed={partners.isError}
        setField={setField}
      />
      <Field
        id={fieldId('templateId')}
        label="Template (optional)"
        hint={
          templates.isError
            ? loadFailedText('The templates', 'You can write the text yourself.')
            : 'Choosing a template replaces the content below with its text.'
        }
        error={errors.templateId}
      >
        {(control) => (
          <Select
            {...control}
            disabled={templates.isPending}
            value={values.templateId}
            onChange={(event) => form.selectTemplate(event.target.value)}
          >
            <option value="">
              {templates.isPending ? 'Loading templates...' : 'No template (write your own)'}
            </option>
            {templates.data?.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormField
        id={fieldId('purpose')}
        label="Purpose (optional)"
        hint={PURPOSE_HINT}
        autoComplete="off"
        value={values.purpose}
        error={errors.purpose}
        onChange={(event) => setField('purpose', event.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('effectiveDate')}
          label="Effective date"
          type="date"
          value={values.effectiveDate}
          error={errors.effectiveDate}
          onChange={(event) => setField('effectiveDate', event.target.value)}
        />
        <FormField
          id={fieldId('duration')}
          label="Duration (months)"
          type="number"
          inputMode="numeric"
          min={MIN_NDA_DURATION_MONTHS}
          step={1}
          required
          value={values.duration}
          error={errors.duration}
          onChange={(event) => setField('duration', event.target.value)}
        />
      </div>
      <Field id={fieldId('content')} label="Content" hint={PLACEHOLDER_HINT} error={errors.content}>
        {(control) => (
          <Textarea
            {...control}
            required
            rows={12}
            value={values.content}
            onChange={(event) => setField('content', event.target.value)}
          />
        )}
      </Field>
      <fieldset className="grid gap-4 rounded-md border border-line p-4">
        <legend className="px-1 text-base font-semibold text-ink">Sending</legend>
        <SendNdaFields
          values={values}
          errors={errors}
          fieldId={fieldId}
          recipientHint={recipientHint(values, partners.data)}
          onChange={form.setFields}
        />
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Creating...' : 'Create and send NDA'}
        </Button>
      </div>
    </form>
  );
}
