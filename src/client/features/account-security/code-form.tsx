import { useState } from 'react';
import type { FormEvent } from 'react';
import { readServerMessage } from '../../lib/api-error.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';

/** A small form that asks for a code from the app (or a recovery code) before a change. */
export function CodeForm(props: {
  id: string;
  label: string;
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  variant?: 'primary' | 'secondary' | 'destructive';
  onSubmit: (code: string, onError: (error: unknown) => void) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') {
      setError('Enter the code');
      return;
    }
    setError(undefined);
    props.onSubmit(code, (failure) =>
      setError(readServerMessage(failure) ?? describeFailure(failure)),
    );
  }

  return (
    <form noValidate className="grid max-w-sm gap-3" onSubmit={handleSubmit}>
      <FormField
        id={props.id}
        label={props.label}
        name="code"
        hint={props.hint}
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        required
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button
        type="submit"
        variant={props.variant ?? 'primary'}
        disabled={props.isPending}
        className="justify-self-start"
      >
        {props.isPending ? props.pendingLabel : props.submitLabel}
      </Button>
    </form>
  );
}
