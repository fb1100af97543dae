import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { INVALID_LOGIN_MESSAGE } from '../../../domain/admin-session.ts';
import { ORGANISATION_NAME } from '../../../domain/organisation.ts';
import { isNetworkError, readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { useSession } from '../../lib/session.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useLogin } from './api.ts';
import { PasswordToggle } from './password-toggle.tsx';

/** Admin spec §2 "Admin sign-in"; toasts from §8. */
export function SignInForm() {
  const { login } = useSession();
  const loginMutation = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const passwordId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    loginMutation.mutate(
      { username, password },
      {
        onSuccess: ({ token, user }) => {
          toast({ title: 'Login successful', description: 'Welcome to the admin panel' });
          login(token, user);
          window.location.reload();
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
          autoComplete="username"
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
    </Card>
  );
}
