import { useState } from 'react';
import type { FormEvent } from 'react';
import { isNetworkError, readServerMessage } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useSecondStep } from './api.ts';
import { PasskeySignInButton } from './passkey-sign-in-button.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';

export type SecondStep = { challengeToken: string; methods: ('totp' | 'passkey')[] };

/** After a right password, for an account with an authenticator app or a passkey. */
export function SecondStepForm(props: { secondStep: SecondStep; onStartAgain: () => void }) {
  const { challengeToken, methods } = props.secondStep;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const secondStep = useSecondStep();
  const finishSignIn = useFinishSignIn();
  const hasApp = methods.includes('totp');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') {
      setError('Enter the code');
      return;
    }
    secondStep.mutate(
      { challengeToken, code },
      {
        onSuccess: finishSignIn,
        onError: (failure) => {
          const message = isNetworkError(failure)
            ? 'Unable to connect to server'
            : (readServerMessage(failure) ?? 'That code did not work. Try again.');
          setError(message);
          toast({ variant: 'destructive', title: 'Login failed', description: message });
        },
      },
    );
  }

  return (
    <Card className="w-full max-w-md">
      <h1 className="text-2xl font-semibold text-ink">Second step</h1>
      <p className="mt-2 text-ink-muted">
        {hasApp
          ? 'Your password was right. Now type the 6-digit code your authenticator app shows, or one of your recovery codes.'
          : 'Your password was right. Now use your passkey.'}
      </p>
      {hasApp ? (
        <form className="mt-6 grid gap-5" onSubmit={handleSubmit} noValidate>
          <FormField
            label="Code"
            name="code"
            hint="6 digits from the app, or a recovery code like abcde-fghjk."
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={code}
            error={error}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" disabled={secondStep.isPending} className="w-full">
            {secondStep.isPending ? 'Checking...' : 'Continue'}
          </Button>
        </form>
      ) : null}
      <div className="mt-5 grid gap-4 border-t border-line pt-5">
        {methods.includes('passkey') ? <PasskeySignInButton /> : null}
        <Button type="button" variant="secondary" className="w-full" onClick={props.onStartAgain}>
          Start again
        </Button>
      </div>
    </Card>
  );
}
