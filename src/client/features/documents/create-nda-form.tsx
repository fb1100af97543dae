import { useId } from 'react';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import type { PartnerDto } from '../../../domain/partners/dtos.ts';
import { TEMPLATE_PLACEHOLDERS } from '../../../domain/templates/templates.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { loadFailedText } from '../../ui/query-state.tsx';
import { Select } from '../../ui/select.tsx';
import { usePartners, useTemplates } from './api.ts';
import { orderedNdaErrors, type NdaField, type NdaFormValues } from './create-nda-values.ts';
import { CreateNdaPreview } from './create-nda-preview.tsx';
import { NdaContentField, NdaTermsFields } from './nda-fields.tsx';
import { PartnerChoice } from './partner-choice.tsx';
import { SendNdaFields } from './send-nda-fields.tsx';
import { useCreateNda } from './use-create-nda.ts';

const PLACEHOLDER_HINT = `These words are filled in for you: ${TEMPLATE_PLACEHOLDERS.map(
  ({ token }) => token,
).join(', ')}.`;

/** The address the mail will go to, if one is known yet. */
function resolvedRecipient(values: NdaFormValues, partners: readonly PartnerDto[] | undefined) {
  if (values.recipientEmail.trim()) return values.recipientEmail.trim();
  if (values.isNewPartner) return values.partnerEmail.trim();
  return (
    partners?.find((partner) => partner.id === values.partnerId)?.email ?? "the partner's contact"
  );
}

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

/**
 * The fields of the Create NDA dialog, in the order of admin spec §2 and §5, then the check
 * before sending. The values live in the hook, so going back to the form keeps them.
 */
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

  if (form.step.name === 'preview') {
    return (
      <CreateNdaPreview
        values={values}
        preview={form.step.preview}
        recipient={resolvedRecipient(values, partners.data)}
        isSubmitting={form.isSubmitting}
        onBack={form.backToForm}
        onSend={() => void form.createAndSend()}
      />
    );
  }

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void form.preview();
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
      <NdaTermsFields values={values} errors={errors} fieldId={fieldId} onChange={setField} />
      <NdaContentField
        id={fieldId('content')}
        hint={PLACEHOLDER_HINT}
        error={errors.content}
        value={values.content}
        onChange={(content) => setField('content', content)}
      />
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
        <Button
          variant="secondary"
          disabled={form.isSubmitting}
          onClick={() => void form.saveDraft()}
        >
          Save as draft
        </Button>
        <Button type="submit" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Working...' : 'Preview before sending'}
        </Button>
      </div>
    </form>
  );
}
