import { useState } from 'react';
import type { FormEvent } from 'react';
import { MAILED_CODE_LENGTH } from '../../../domain/sharing/link-protection.ts';
import { Button } from '../../ui/button.tsx';
import { useCheckCode, useRequestCode } from './gate-api.ts';
import { GateField } from './gate-field.tsx';
import { describeGateRefusal } from './gate-refusals.ts';
import { useSharedViewCopy } from './shared-view-copy.tsx';

const CODE_FIELD_ID = 'shared-gate-code';
const CODE_PATTERN = new RegExp(`^\\d{${MAILED_CODE_LENGTH}}$`);

/** The code mailed to `sent.sentTo`; a new one on request, or back to another address. */
export function CodeStep({
  token,
  email,
  sent,
  onSent,
  onOtherAddress,
}: {
  token: string;
  email: string;
  sent: { sentTo: string; expiresInMinutes: number };
  onSent: (sent: { sentTo: string; expiresInMinutes: number }) => void;
  onOtherAddress: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const check = useCheckCode(token);
  const resend = useRequestCode(token);
  const copy = useSharedViewCopy();
  const { GATE } = copy.words;
  const focusField = () => document.getElementById(CODE_FIELD_ID)?.focus();
  const refusal = (failure: unknown) =>
    describeGateRefusal(failure, copy, { field: 'code', wrong: GATE.code.wrong });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!CODE_PATTERN.test(typed)) {
      setError(GATE.code.invalid);
      focusField();
      return;
    }
    setError(null);
    check.mutate(
      { email, code: typed },
      {
        onError: (failure) => {
          setError(refusal(failure));
          focusField();
        },
      },
    );
  }

  function handleResend() {
    setNotice('');
    resend.mutate(
      { email, language: copy.locale },
      {
        onSuccess: (answer) => {
          setError(null);
          setCode('');
          setNotice(GATE.code.resent);
          onSent(answer);
        },
        onError: (failure) => setError(refusal(failure)),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <p className="wrap-anywhere text-ink">
        {GATE.code.sentTo(sent.sentTo, sent.expiresInMinutes)}
      </p>
      <GateField
        id={CODE_FIELD_ID}
        label={GATE.code.label}
        hint={GATE.code.hint}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={MAILED_CODE_LENGTH + 2}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        className="max-w-48 font-mono tracking-widest"
      />
      <p role="status" className="text-sm text-ink-muted empty:hidden">
        {notice}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={check.isPending}>
          {check.isPending ? GATE.checking : GATE.open}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={handleResend}
          disabled={resend.isPending}
        >
          {resend.isPending ? GATE.email.sending : GATE.code.resend}
        </Button>
        <Button type="button" variant="ghost" onClick={onOtherAddress}>
          {GATE.code.otherAddress}
        </Button>
      </div>
    </form>
  );
}
