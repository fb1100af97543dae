import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { INVALID_LOGIN_MESSAGE } from '../../../domain/auth/admin-session.ts';
import { ORGANISATION_NAME } from '../../../domain/common/organisation.ts';
import { isNetworkError, readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useLogin } from './api.ts';
import { PasskeySignInButton } from './passkey-sign-in-button.tsx';
import { PasswordToggle } from './password-toggle.tsx';
import { SecondStepForm, type SecondStep } from './second-step-form.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** Admin spec §2 "Admin sign-in"; toasts from §8. A second step follows for accounts that have one. */
export function SignInForm() {
  const loginMutation = useLogin();
  const finishSignIn = useFinishSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const passwordId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    loginMutation.mutate(
      { username, password },
      {
        onSuccess: (response) => {
          if ('secondStep' in response) {
            setPassword('');
            setSecondStep(response.secondStep);
          } else finishSignIn(response);
        },
        onError: (error) => {
          if (isNetworkError(error)) {
            toast({
              variant: 'destructive',
              title: 'Login error',
              description: 'Unable to connect to server',
            });
            return;
          }
          // Too many attempts: the server's own words say how long to wait.
          const description =
            readErrorStatus(error) === 429
              ? (readServerMessage(error) ?? INVALID_LOGIN_MESSAGE)
              : INVALID_LOGIN_MESSAGE;
          toast({ variant: 'destructive', title: 'Login failed', description });
        },
      },
    );
  }

  if (secondStep)
    return <SecondStepForm secondStep={secondStep} onStartAgain={() => setSecondStep(null)} />;

  const isSubmitting = loginMutation.isPending;

  return (
    <Card className="w-full max-w-md">
      <h1 className="text-2xl font-semibold text-ink">Admin Access</h1>
      <p className="mt-2 text-ink-muted">
        {`Sign in to the ${ORGANISATION_NAME} administrative panel`}
      </p>
      <form className="mt-6 grid gap-5" onSubmit={handleSubmit}>
        <FormField
          label="Username"
          name="username"
          autoComplete="username webauthn"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <FormField
          id={passwordId}
          label="Password"
          name="password"
          type={isPasswordVisible ? 'text' : 'password'}
          autoComplete="current-password"
          spellCheck={false}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          trailing={
            <PasswordToggle
              isVisible={isPasswordVisible}
              controls={passwordId}
              onToggle={() => setIsPasswordVisible((visible) => !visible)}
            />
          }
        />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <div className="mt-5 grid gap-4 border-t border-line pt-5">
        <PasskeySignInButton />
        <Link
          to="/admin/forgot-password"
          className="inline-flex min-h-6 items-center justify-self-start font-medium text-brand underline underline-offset-4 hover:no-underline"
        >
          Forgot password?
        </Link>
      </div>
    </Card>
  );
}
