import { useQuery } from '@tanstack/react-query';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { accountSecurityQuery, useRequireTwoFactor } from './api.ts';

/** Owners: ask every staff account for a passkey or an authenticator app. */
export function TwoFactorRequirement() {
  const { data: security } = useQuery(accountSecurityQuery());
  const change = useRequireTwoFactor();
  if (!security) return null;
  const required = security.requireTwoFactor;

  return (
    <section aria-labelledby="two-factor-rule-heading" className="grid gap-3">
      <h2 id="two-factor-rule-heading" className="text-xl font-semibold text-ink">
        Two-step sign-in for everyone
      </h2>
      <p className="max-w-prose text-ink-muted">
        {required
          ? 'Required: every staff member signs in with a passkey, or with their password and a code from an authenticator app. Someone who has neither can only set one up until they do.'
          : 'Not required: each staff member chooses whether to add a passkey or an authenticator app in Settings › Account.'}
      </p>
      <Button
        type="button"
        variant={required ? 'secondary' : 'primary'}
        className="justify-self-start"
        disabled={change.isPending}
        onClick={() =>
          change.mutate(!required, {
            onSuccess: (result) =>
              toast({
                title: result.requireTwoFactor
                  ? 'Two-step sign-in is now required'
                  : 'Two-step sign-in is no longer required',
              }),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'The rule did not change',
                description: describeFailure(error),
              }),
          })
        }
      >
        {required ? 'Stop requiring two-step sign-in' : 'Require two-step sign-in'}
      </Button>
    </section>
  );
}
