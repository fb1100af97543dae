import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import { expiresAtFor } from '../../../domain/sharing/link-expiry.ts';
import { inviteInput } from '../../../domain/sharing/schemas.ts';
import {
  ACCESS_LEVEL_WORDS,
  ACCESS_LEVELS,
  SHARE_EXPIRY_NEVER,
  type AccessLevel,
  type ShareExpiryChoice,
} from '../../../domain/sharing/sharing.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { toastDelivery } from '../../lib/delivery-toast.tsx';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { LanguageSelect } from '../../ui/language-select.tsx';
import { LinkExpirySelect } from '../../ui/link-expiry-select.tsx';
import { Select } from '../../ui/select.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useInviteCollaborator } from './api.ts';

/**
 * Invites one person by email, in their language, with a link of the chosen access level and
 * expiry; left as they start, English, edit and never (admin spec §2: "invites with edit
 * permission").
 */
export function InviteForm({ documentId }: { documentId: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<Locale>('en');
  const [accessLevel, setAccessLevel] = useState<AccessLevel>('edit');
  const [expiry, setExpiry] = useState<ShareExpiryChoice>(SHARE_EXPIRY_NEVER);
  const [errors, setErrors] = useState<{ email?: string; expiresAt?: string }>({});
  const invite = useInviteCollaborator(documentId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { email, language, accessLevel, expiresAt: expiresAtFor(expiry) };
    const parsed = inviteInput.safeParse(input);
    if (!parsed.success) {
      setErrors({ email: parsed.error.issues[0]?.message });
      document.getElementById(id)?.focus();
      return;
    }
    setErrors({});
    invite.mutate(
      { ...input, email: parsed.data.email },
      {
        onSuccess: (link) => {
          setEmail('');
          if (!link.delivery) return;
          toastDelivery({
            title: 'Invitation Sent',
            delivery: link.delivery,
            sentText: (to) => `Invitation sent to ${to}`,
            notMailedTitle: 'Invitation link created',
          });
        },
        onError: (failure) => {
          const fieldErrors = readFieldErrors(failure);
          setErrors({ email: fieldErrors.email, expiresAt: fieldErrors.expiresAt });
          toast({
            variant: 'destructive',
            title: 'Failed to send invitation',
            description: describeFailure(failure),
          });
        },
      },
    );
  }

  return (
    <form noValidate className="grid gap-3" onSubmit={handleSubmit}>
      <FormField
        id={id}
        label="Email address"
        hint="They get an email with a link to this NDA."
        type="email"
        autoComplete="off"
        spellCheck={false}
        required
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        id={`${id}-language`}
        label="Recipient's language"
        hint="The email is in this language."
      >
        {(control) => <LanguageSelect {...control} value={language} onChange={setLanguage} />}
      </Field>
      <Field id={`${id}-access`} label="The link lets them">
        {(control) => (
          <Select
            {...control}
            value={accessLevel}
            onChange={(event) => {
              const level = ACCESS_LEVELS.find((item) => item === event.target.value);
              if (level) setAccessLevel(level);
            }}
          >
            {ACCESS_LEVELS.map((level) => (
              <option key={level} value={level}>
                {ACCESS_LEVEL_WORDS[level]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={`${id}-expiry`}
        label="The link stops working after"
        hint="You can also switch the link off at any time."
        error={errors.expiresAt}
      >
        {(control) => <LinkExpirySelect {...control} value={expiry} onChange={setExpiry} />}
      </Field>
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending invitation...' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
