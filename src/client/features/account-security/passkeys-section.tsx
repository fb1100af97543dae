import { useState } from 'react';
import type { FormEvent } from 'react';
import type { AccountSecurityDto, PasskeyDto } from '../../../domain/auth/account-security-dtos.ts';
import { deviceName } from '../../../domain/auth/device-name.ts';
import { readServerMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useAddPasskey, useRemovePasskey } from './api.ts';

const CANCELLED = 'The passkey was not made: the dialog was closed or took too long.';

function RemovePasskey({ passkey }: { passkey: PasskeyDto }) {
  const [open, setOpen] = useState(false);
  const remove = useRemovePasskey();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" aria-label={`Remove the passkey "${passkey.name}"`}>
          Remove
        </Button>
      }
      title="Remove this passkey?"
      description={`"${passkey.name}" will no longer sign you in. The passkey stays on the device until you delete it there.`}
      confirmLabel="Remove passkey"
      pendingLabel="Removing..."
      isPending={remove.isPending}
      error={remove.isError ? describeFailure(remove.error) : null}
      onConfirm={() =>
        remove.mutate(passkey.id, {
          onSuccess: () => {
            setOpen(false);
            toast({ title: 'Passkey removed' });
          },
        })
      }
    />
  );
}

/** Passkeys: sign in with the device's fingerprint, face, PIN or a security key. */
export function PasskeysSection({ security }: { security: AccountSecurityDto }) {
  const [name, setName] = useState(() =>
    typeof navigator === 'undefined' ? '' : deviceName(navigator.userAgent),
  );
  const [error, setError] = useState<string | undefined>();
  const add = useAddPasskey();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') {
      setError('Give the passkey a name');
      return;
    }
    setError(undefined);
    add.mutate(
      { name },
      {
        onSuccess: (passkey) =>
          toast({ title: 'Passkey added', description: `"${passkey.name}" can now sign you in.` }),
        onError: (failure) => {
          const message =
            readServerMessage(failure) ??
            (failure instanceof Error && failure.name === 'NotAllowedError'
              ? CANCELLED
              : describeFailure(failure));
          setError(message);
        },
      },
    );
  }

  return (
    <section aria-labelledby="passkeys-heading" className="grid gap-3">
      <h2 id="passkeys-heading" className="text-xl font-semibold text-ink">
        Passkeys
      </h2>
      <p className="max-w-prose text-ink-muted">
        A passkey signs you in with this device&apos;s fingerprint, face or PIN, or with a security
        key, without your password. It works only on this site, so a fake site cannot steal it.
      </p>
      {security.passkeys.length > 0 ? (
        <ul aria-label="Your passkeys" className="grid gap-2">
          {security.passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3"
            >
              <div>
                <p className="font-medium text-ink">{passkey.name}</p>
                <p className="text-sm text-ink-muted">
                  {`Added ${formatDateTime(passkey.createdAt)} · ${
                    passkey.lastUsedAt
                      ? `last used ${formatDateTime(passkey.lastUsedAt)}`
                      : 'not used yet'
                  }`}
                </p>
              </div>
              <RemovePasskey passkey={passkey} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink">You have no passkeys yet.</p>
      )}
      <form noValidate className="grid max-w-sm gap-3" onSubmit={handleSubmit}>
        <FormField
          id="passkey-name"
          label="Name for the new passkey"
          name="passkeyName"
          hint="So you can tell your passkeys apart, like “Work laptop”."
          autoComplete="off"
          required
          value={name}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={add.isPending} className="justify-self-start">
          {add.isPending ? 'Waiting for your device...' : 'Add a passkey'}
        </Button>
      </form>
    </section>
  );
}
