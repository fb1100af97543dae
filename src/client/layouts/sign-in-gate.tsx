import { Outlet } from 'react-router';
import { SignInForm } from '../features/auth/sign-in-form.tsx';
import { AppProviders } from '../lib/app-providers.tsx';
import { useSession } from '../lib/session.tsx';
import { Spinner } from '../ui/spinner.tsx';

/**
 * Wraps every admin page and alias (admin spec §2, §6): the page itself appears only for a
 * verified session; anyone else gets the sign-in form at the same address. The providers live
 * here rather than in the root, so public pages do not load them (lib/app-providers.tsx).
 */
export default function SignInGate() {
  return (
    <AppProviders>
      <Gate />
    </AppProviders>
  );
}

function Gate() {
  const { isLoading, isAuthenticated } = useSession();

  if (isAuthenticated && !isLoading) return <Outlet />;

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-screen items-center justify-center px-4 py-12"
    >
      {isLoading ? <Spinner label="Loading..." showLabel /> : <SignInForm />}
    </main>
  );
}
