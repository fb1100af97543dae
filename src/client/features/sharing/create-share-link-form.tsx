import { useState } from 'react';
import type { FormEvent } from 'react';
import { expiresAtFor } from '../../../domain/sharing/link-expiry.ts';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import {
  ACCESS_LEVELS,
  SHARE_EXPIRY_NEVER,
  type AccessLevel,
  type ShareExpiryChoice,
} from '../../../domain/sharing/sharing.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/form-field.tsx';
import { LinkExpirySelect } from '../../ui/link-expiry-select.tsx';
import { Select } from '../../ui/select.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useCreateShareLink } from './api.ts';
import { CopyLinkField } from './copy-link-field.tsx';
import { NO_PROTECTION, ProtectLinkFields, type ProtectionValues } from './protect-link-fields.tsx';
import { readProtection } from './protection-input.ts';
import { ACCESS_LEVEL_HINT, ACCESS_LEVEL_LABELS } from './share-options.ts';
import { useCopyLink } from './use-copy-link.ts';

const SHARE_FIELDS = ['accessLevel', 'expiresAt', 'name', 'passcode', 'allowList'] as const;

/**
 * Access level and expiry, what the link asks of its visitors (ADR 049), then "Create link": the
 * new link is copied and also shown in a read-only field. Without a choice a link is view-only,
 * never expires and asks nothing (admin spec §6).
 */
export function CreateShareLinkForm({ documentId }: { documentId: string }) {
  const [accessLevel, setAccessLevel] = useState<AccessLevel>('view');
  const [expiry, setExpiry] = useState<ShareExpiryChoice>(SHARE_EXPIRY_NEVER);
  const [protection, setProtection] = useState<ProtectionValues>(NO_PROTECTION);
  const [created, setCreated] = useState<ShareLinkDto | null>(null);
  const [wasCopied, setWasCopied] = useState(true);
  const { errors, fieldId, show, showServerErrors, summary } = useFormErrors(SHARE_FIELDS);
  const createLink = useCreateShareLink();
  const { copy, isCopied } = useCopyLink();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const protectionInput = readProtection(protection);
    if (protectionInput.errors) {
      show(protectionInput.errors);
      return;
    }
    showServerErrors(null);
    const input = { accessLevel, expiresAt: expiresAtFor(expiry), ...protectionInput.input };
    createLink.mutate(
      { documentId, input },
      {
        onSuccess: async (link) => {
          setCreated(link);
          const copied = await copy(link.shareUrl);
          setWasCopied(copied);
          toast({
            title: 'Share link created',
            description: copied
              ? 'The link has been copied to the clipboard.'
              : 'Copy the link from the "New link" field.',
          });
        },
        onError: (error) => {
          showServerErrors(error);
          toast({
            variant: 'destructive',
            title: 'Failed to create share link',
            description: describeFailure(error),
          });
        },
      },
    );
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary {...summary} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={fieldId('accessLevel')}
          label="Access level"
          hint={ACCESS_LEVEL_HINT}
          error={errors.accessLevel}
        >
          {(control) => (
            <Select
              {...control}
              value={accessLevel}
              onChange={(event) => setAccessLevel(event.target.value as AccessLevel)}
            >
              {ACCESS_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {ACCESS_LEVEL_LABELS[level]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id={fieldId('expiresAt')}
          label="Expires after"
          hint="After this the link stops working."
          error={errors.expiresAt}
        >
          {(control) => <LinkExpirySelect {...control} value={expiry} onChange={setExpiry} />}
        </Field>
      </div>
      <ProtectLinkFields
        values={protection}
        onChange={setProtection}
        errors={errors}
        fieldId={fieldId}
      />
      <div>
        <Button type="submit" disabled={createLink.isPending}>
          {createLink.isPending ? 'Creating link...' : 'Create link'}
        </Button>
      </div>
      {created ? (
        <CopyLinkField
          label="New link"
          url={created.shareUrl}
          hint={
            wasCopied
              ? undefined
              : 'Your browser did not allow copying. Select the link and copy it.'
          }
          isCopied={isCopied}
          onCopy={() => void copy(created.shareUrl).then(setWasCopied)}
        />
      ) : null}
    </form>
  );
}
