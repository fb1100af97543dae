import { useId, useState, type FormEvent } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { InvitedMemberDto } from '../../../domain/data-rooms/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { useInviteMember } from './api.ts';
import { errorText } from './error-text.ts';

const EMPTY = { name: '', email: '', organisation: '', language: 'en' as Locale };

/** Invites one person: their NDA to sign and the room link go out in their language. */
export function InviteMemberForm({ roomId }: { roomId: string }) {
  const id = useId();
  const invite = useInviteMember(roomId);
  const [values, setValues] = useState(EMPTY);
  const [invited, setInvited] = useState<InvitedMemberDto | null>(null);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(values, {
      onSuccess: (answer) => {
        setInvited(answer);
        setValues(EMPTY);
      },
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 border-t border-line pt-4" noValidate>
      <h3 className="text-lg font-semibold">Invite someone</h3>
      <FormField id={`${id}-name`} label="Name" value={values.name} onChange={set('name')} />
      <FormField
        id={`${id}-email`}
        label="Email"
        type="email"
        value={values.email}
        onChange={set('email')}
      />
      <FormField
        id={`${id}-organisation`}
        label="Organisation"
        hint="Named as the other party of the NDA."
        value={values.organisation}
        onChange={set('organisation')}
      />
      <Field id={`${id}-language`} label="Language of their mails and pages">
        {(control) => (
          <Select {...control} value={values.language} onChange={set('language')}>
            <option value="en">English</option>
            <option value="es">Español</option>
          </Select>
        )}
      </Field>
      {invite.isError ? <p role="alert">{errorText(invite.error)}</p> : null}
      {invited ? (
        <p role="status">
          {invited.delivery === 'queued'
            ? `Invited ${invited.member.email}: the NDA and the room link are on their way.`
            : `Invited ${invited.member.email}. No mail server is set up: send them this link yourself: ${invited.roomUrl}`}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={invite.isPending}>
        Invite
      </Button>
    </form>
  );
}
