import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { inviteInput } from '../../../domain/sharing-schemas.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { toastDelivery } from '../../lib/delivery-toast.tsx';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useInviteCollaborator } from './api.ts';

/** Invites one person by email with an edit link (admin spec §2: "invites with edit permission"). */
export function InviteForm({ documentId }: { documentId: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const invite = useInviteCollaborator(documentId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = inviteInput.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    invite.mutate(parsed.data.email, {
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
        setError(readFieldErrors(failure).email);
        toast({
          variant: 'destructive',
          title: 'Failed to send invitation',
          description: describeFailure(failure),
        });
      },
    });
  }

  return (
    <form noValidate className="grid gap-3" onSubmit={handleSubmit}>
      <FormField
        id={id}
        label="Email address"
        hint="They get a link that lets them read, comment and edit."
        type="email"
        autoComplete="off"
        spellCheck={false}
        required
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending invitation...' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
