import { useState } from 'react';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { Button } from '../../ui/button.tsx';
import { useRequestCode } from './gate-api.ts';
import { GateField } from './gate-field.tsx';
import { describeGateRefusal } from './gate-refusals.ts';
import { useSharedViewCopy } from './shared-view-copy.tsx';

const EMAIL_FIELD_ID = 'shared-gate-email';

/** The address to mail a code to; the allow-list, if any, is checked by the server. */
export function EmailStep({
  token,
  email,
  onEmailChange,
  onSent,
}: {
  token: string;
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (sent: { sentTo: string; expiresInMinutes: number }) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const request = useRequestCode(token);
  const copy = useSharedViewCopy();
  const { GATE } = copy.words;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const focusField = () => document.getElementById(EMAIL_FIELD_ID)?.focus();
    if (!z.email().safeParse(email.trim()).success) {
      setError(GATE.email.invalid);
      focusField();
      return;
    }
    setError(null);
    request.mutate(
      { email: email.trim(), language: copy.locale },
      {
        onSuccess: onSent,
        onError: (failure) => {
          setError(
            describeGateRefusal(failure, copy, { field: 'email', wrong: GATE.email.invalid }),
          );
          focusField();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <p className="text-ink">{GATE.email.intro}</p>
      <GateField
        id={EMAIL_FIELD_ID}
        label={GATE.email.label}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={error}
      />
      <div>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? GATE.email.sending : GATE.email.send}
        </Button>
      </div>
    </form>
  );
}
