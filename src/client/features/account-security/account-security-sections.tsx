import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { accountSecurityQuery } from './api.ts';
import { AuthenticatorSection } from './authenticator-section.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { SessionsSection } from './sessions-section.tsx';

/** Settings › Account, below the password: the second step and the signed-in devices. */
export function AccountSecuritySections() {
  const { twoFactorSetupPending } = useSession();
  const query = useQuery(accountSecurityQuery());
  return (
    <div className="grid gap-12">
      {twoFactorSetupPending ? (
        <div role="status" className="rounded-lg border border-brand bg-brand-soft p-4 text-ink">
          <h2 className="text-lg font-semibold">Set up two-step sign-in to continue</h2>
          <p className="mt-1 max-w-prose">
            Your organisation asks every staff member to use a second step when they sign in. Add a
            passkey or an authenticator app below. Then the rest of the admin area opens.
          </p>
        </div>
      ) : null}
      <QueryState query={query} what="Your sign-in settings">
        {(security) => (
          <>
            <PasskeysSection security={security} />
            <AuthenticatorSection security={security} />
          </>
        )}
      </QueryState>
      <SessionsSection />
    </div>
  );
}
