import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { forgotPasswordInput } from '../../../domain/auth/account-security.ts';
import { readServerMessage } from '../../lib/api-error.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { useForgotPassword } from './api.ts';

// Kept here, not shared: a chunk of its own would list in the route manifest of every page.
const ACCOUNT_PAGE_LINK_CLASS =
  'inline-flex min-h-10 items-center font-medium text-brand underline underline-offset-4 hover:no-underline';
const FIELDS = ['email'] as const;

/** "Forgot password?": the same calm answer whether or not the address belongs to an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const forgot = useForgotPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = validate(forgotPasswordInput, { email });
    if (!parsed) return;
    setFailure(null);
    forgot.mutate(parsed, {
      onError: (error) => {
        showServerErrors(error);
        setFailure(readServerMessage(error) ?? describeFailure(error));
      },
    });
  }

  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-2xl font-semibold text-ink">Forgot your password?</h1>
      {forgot.isSuccess ? (
        <div role="status">
          <p className="mt-3 text-ink">{forgot.data.message}</p>
        </div>
      ) : (
        <>
          <p className="mt-3 text-ink-muted">
            Type the email address of your staff account. We will email you a link to choose a new
            password.
          </p>
          <form noValidate className="mt-6 grid gap-5" onSubmit={handleSubmit}>
            <ErrorSummary {...summary} />
            {failure ? (
              <p role="alert" className="text-danger">
                {failure}
              </p>
            ) : null}
            <FormField
              id={fieldId('email')}
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" disabled={forgot.isPending}>
              {forgot.isPending ? 'Sending...' : 'Email me a link'}
            </Button>
          </form>
        </>
      )}
      <Link to="/admin" className={`${ACCOUNT_PAGE_LINK_CLASS} mt-4`}>
        Back to sign in
      </Link>
    </Card>
  );
}
