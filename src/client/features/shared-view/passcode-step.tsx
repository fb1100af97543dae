import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { EyeIcon, EyeOffIcon } from '../../ui/icons.tsx';
import { usePasscode } from './gate-api.ts';
import { GateField } from './gate-field.tsx';
import { describeGateRefusal } from './gate-refusals.ts';
import { useSharedViewCopy } from './shared-view-copy.tsx';

const PASSCODE_FIELD_ID = 'shared-gate-passcode';

/** The passcode the sender gave the link; right, and the gate moves on. */
export function PasscodeStep({ token }: { token: string }) {
  const [passcode, setPasscode] = useState('');
  const [isVisible, setIsVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = usePasscode(token);
  const copy = useSharedViewCopy();
  const { GATE } = copy.words;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passcode.trim()) {
      setError(GATE.passcode.missing);
      document.getElementById(PASSCODE_FIELD_ID)?.focus();
      return;
    }
    setError(null);
    check.mutate(
      { passcode },
      {
        onError: (failure) => {
          setError(
            describeGateRefusal(failure, copy, { field: 'passcode', wrong: GATE.passcode.wrong }),
          );
          document.getElementById(PASSCODE_FIELD_ID)?.focus();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <p className="text-ink">{GATE.passcode.intro}</p>
      <GateField
        id={PASSCODE_FIELD_ID}
        label={GATE.passcode.label}
        name="passcode"
        type={isVisible ? 'text' : 'password'}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={passcode}
        onChange={(event) => setPasscode(event.target.value)}
        error={error}
        trailing={
          <button
            type="button"
            aria-pressed={isVisible}
            aria-controls={PASSCODE_FIELD_ID}
            onClick={() => setIsVisible((visible) => !visible)}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-line-strong text-ink-muted hover:bg-muted hover:text-ink aria-pressed:text-brand"
          >
            <span className="sr-only">{GATE.passcode.show}</span>
            {isVisible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        }
      />
      <div>
        <Button type="submit" disabled={check.isPending}>
          {check.isPending ? GATE.checking : GATE.open}
        </Button>
      </div>
    </form>
  );
}
