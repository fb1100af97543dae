import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { LinkDelivery } from '../../../domain/mail/link-delivery-dto.ts';
import { HEALTHCARE_SHARE_KINDS, healthcareShareInput } from '../../../domain/sharing/schemas.ts';
import { ORGANIZATION_TYPES } from '../../../domain/sharing/sharing.ts';
import { NO_MAIL_SERVER_TEXT } from '../../lib/delivery-toast.tsx';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { LanguageSelect } from '../../ui/language-select.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useCreateHealthcareShare } from './api.ts';
import { CopyLinkField } from './copy-link-field.tsx';
import { HealthcareChoiceFields, type HealthcareValues } from './healthcare-choice-fields.tsx';
import { useCopyLink } from './use-copy-link.ts';

const HEALTHCARE_FIELDS = [
  'documentId',
  'accessLevel',
  'organizationType',
  'recipient',
  'language',
] as const;

/** What became of the mail to an email recipient, before what became of the copy. */
function deliveryText(delivery: LinkDelivery | null) {
  if (!delivery) return '';
  if (delivery.status === 'queued') return `Sent to ${delivery.to}. `;
  return `${NO_MAIL_SERVER_TEXT}. `;
}

export interface HealthcareSharingCardProps {
  documents: readonly { id: string; title: string }[];
}

/**
 * The healthcare sharing centre (admin spec §2): a link for a hospital, investor, partner or
 * board, kept with that organisation type and recipient. An email recipient is mailed the link in
 * the language chosen for them; the link shown and copied is the mailed one, language included.
 */
export function HealthcareSharingCard({ documents }: HealthcareSharingCardProps) {
  const [values, setValues] = useState<HealthcareValues>({
    documentId: '',
    accessLevel: HEALTHCARE_SHARE_KINDS[0],
    organizationType: ORGANIZATION_TYPES[0],
    recipient: '',
  });
  const [language, setLanguage] = useState<Locale>('en');
  const [generated, setGenerated] = useState<string | null>(null);
  const form = useFormErrors(HEALTHCARE_FIELDS);
  const createShare = useCreateHealthcareShare();
  const { copy, isCopied } = useCopyLink();
  const chosen = documents.find((document) => document.id === values.documentId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(healthcareShareInput, {
      ...values,
      documentId: chosen?.id ?? '',
      documentTitle: chosen?.title,
      language,
    });
    if (!input) return;
    createShare.mutate(input, {
      onSuccess: async (link) => {
        const url = link.delivery?.link ?? link.shareUrl;
        setGenerated(url);
        const copied = await copy(url);
        const copiedText = copied
          ? 'The link has been copied to the clipboard.'
          : 'Copy the link from the "Generated link" field.';
        toast({
          title: 'Share link generated',
          description: `${deliveryText(link.delivery)}${copiedText}`,
        });
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to generate share link',
        });
      },
    });
  }

  return (
    <Card role="region" aria-labelledby="healthcare-sharing-heading">
      <h2 id="healthcare-sharing-heading" className="text-xl font-semibold">
        Healthcare sharing centre
      </h2>
      <p className="mt-2 text-ink-muted">
        A link for a hospital, investor, partner or board. The organisation type is kept with the
        link.
      </p>
      <form noValidate className="mt-4 grid gap-5" onSubmit={handleSubmit}>
        <ErrorSummary {...form.summary} />
        <HealthcareChoiceFields
          documents={documents}
          values={{ ...values, documentId: chosen?.id ?? '' }}
          errors={form.errors}
          fieldId={form.fieldId}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
        <FormField
          id={form.fieldId('recipient')}
          label="Recipient name or email (optional)"
          hint="If you enter an email address, the link is emailed there when a mail server is set up."
          autoComplete="off"
          value={values.recipient}
          error={form.errors.recipient}
          onChange={(event) =>
            setValues((current) => ({ ...current, recipient: event.target.value }))
          }
        />
        <Field
          id={form.fieldId('language')}
          label="Recipient's language"
          hint="The email is in this language."
          error={form.errors.language}
        >
          {(control) => <LanguageSelect {...control} value={language} onChange={setLanguage} />}
        </Field>
        <div>
          <Button type="submit" disabled={createShare.isPending}>
            {createShare.isPending ? 'Generating link...' : 'Generate link'}
          </Button>
        </div>
        {generated ? (
          <CopyLinkField
            label="Generated link"
            url={generated}
            isCopied={isCopied}
            onCopy={() => void copy(generated)}
          />
        ) : null}
      </form>
    </Card>
  );
}
