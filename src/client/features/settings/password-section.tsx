import { useState } from 'react';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { changePasswordInput } from '../../../domain/settings/settings.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useChangePassword } from './api.ts';

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The shared rules, plus the retyped password, which only the form needs. */
const passwordForm = changePasswordInput
  .extend({ confirmPassword: z.string().min(1, 'Enter the new password again') })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords are not the same',
  });

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSection() {
  const [values, setValues] = useState(EMPTY);
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(PASSWORD_FIELDS);
  const changePassword = useChangePassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = validate(passwordForm, values);
    if (!parsed) return;
    const { currentPassword, newPassword } = parsed;
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast({ title: 'Password changed', description: 'Use your new password next time.' });
        },
        onError: (error) => {
          showServerErrors(error);
          toast({
            variant: 'destructive',
            title: 'Failed to change password',
            description: describeFailure(error),
          });
        },
      },
    );
  }

  const field = (name: (typeof PASSWORD_FIELDS)[number]) => ({
    id: fieldId(name),
    name,
    type: 'password',
    spellCheck: false,
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <section aria-labelledby="password-heading">
      <h2 id="password-heading" className="text-xl font-semibold text-ink">
        Your password
      </h2>
      <form noValidate className="mt-4 grid max-w-md gap-5" onSubmit={handleSubmit}>
        <ErrorSummary {...summary} />
        <FormField
          label="Current password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <FormField
          label="New password"
          hint="At least 12 characters. A few unrelated words are easy to remember."
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <FormField
          label="Confirm new password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <div>
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? 'Changing password...' : 'Change password'}
          </Button>
        </div>
      </form>
    </section>
  );
}
