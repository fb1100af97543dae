import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { ACCOUNT_LINK_NOT_VALID_MESSAGE } from '../../../domain/auth/account-security.ts';
import { passwordSchema } from '../../../domain/auth/auth.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { LoadFailed } from '../../ui/query-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { accountLinkQuery, useSetPassword } from './api.ts';

// Kept here, not shared: a chunk of its own would list in the route manifest of every page.
const ACCOUNT_PAGE_LINK_CLASS =
  'inline-flex min-h-10 items-center font-medium text-brand underline underline-offset-4 hover:no-underline';
const FIELDS = ['password', 'confirmPassword'] as const;
const passwordForm = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Enter the password again'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords are not the same',
  });

/** The page behind an invitation or a reset link: whose account, then the new password. */
export function SetPasswordForm({ token }: { token: string }) {
  const link = useQuery(accountLinkQuery(token));
  const setPassword = useSetPassword();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(FIELDS);
  const [failure, setFailure] = useState<string | null>(null);

  if (link.isPending) return <Spinner label="Checking your link..." showLabel />;
  if (link.isError) {
    const ended = readErrorStatus(link.error) === 410;
    if (!ended) {
      return (
        <LoadFailed
          what="Your link"
          error={link.error}
          onRetry={() => void link.refetch()}
          isRetrying={link.isFetching}
        />
      );
    }
    return (
      <Card className="mx-auto max-w-lg">
        <h1 className="text-2xl font-semibold text-ink">This link no longer works</h1>
        <p className="mt-3 text-ink-muted">{ACCOUNT_LINK_NOT_VALID_MESSAGE}</p>
        <Link to="/admin/forgot-password" className={`${ACCOUNT_PAGE_LINK_CLASS} mt-4`}>
          Ask for a new link
        </Link>
      </Card>
    );
  }

  if (setPassword.isSuccess)
    return (
      <Card className="mx-auto max-w-lg" role="status">
        <h1 className="text-2xl font-semibold text-ink">Your password is set</h1>
        <p className="mt-3 text-ink-muted">
          {`You can now sign in as "${setPassword.data.username}" with your new password.`}
        </p>
        <Link to="/admin" className={`${ACCOUNT_PAGE_LINK_CLASS} mt-4`}>
          Go to sign in
        </Link>
      </Card>
    );

  const { name, username, purpose } = link.data;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = validate(passwordForm, values);
    if (!parsed) return;
    setFailure(null);
    setPassword.mutate(
      { token, password: parsed.password },
      {
        onError: (error) => {
          showServerErrors(error);
          setFailure(readServerMessage(error) ?? describeFailure(error));
        },
      },
    );
  }

  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-2xl font-semibold text-ink">
        {purpose === 'invite' ? 'Choose your password' : 'Choose a new password'}
      </h1>
      <p className="mt-3 text-ink-muted">
        {/* The username wraps at its dots and "@", also with the widest letter spacing. */}
        {purpose === 'invite' ? (
          <>
            Hello {name}. Your username is &quot;
            <BreakableAddress value={username} />
            &quot;. Choose a password to start using your staff account.
          </>
        ) : (
          <>
            Hello {name}. Choose a new password for &quot;
            <BreakableAddress value={username} />
            &quot;. Every device signed in to your account will be signed out.
          </>
        )}
      </p>
      <form noValidate className="mt-6 grid gap-5" onSubmit={handleSubmit}>
        <ErrorSummary {...summary} />
        {failure ? (
          <p role="alert" className="text-danger">
            {failure}
          </p>
        ) : null}
        {/* The username, for password managers: they save the new password under it. */}
        <input type="hidden" name="username" autoComplete="username" value={username} />
        <FormField
          id={fieldId('password')}
          label="New password"
          name="password"
          type="password"
          hint="At least 12 characters. A few words you will remember work well."
          autoComplete="new-password"
          spellCheck={false}
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
        />
        <FormField
          id={fieldId('confirmPassword')}
          label="New password again"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          required
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => setValues((v) => ({ ...v, confirmPassword: event.target.value }))}
        />
        <Button type="submit" disabled={setPassword.isPending}>
          {setPassword.isPending ? 'Saving...' : 'Set password'}
        </Button>
      </form>
    </Card>
  );
}
