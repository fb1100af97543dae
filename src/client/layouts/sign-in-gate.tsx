import { Outlet, useLocation } from 'react-router';
import { ForgotPasswordForm } from '../features/account-links/forgot-password-form.tsx';
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

/**
 * "Forgot password?" is a state of the gate, not a route of its own: every route is listed in the
 * manifest each public page downloads (the home page's script budget).
 */
export const FORGOT_PASSWORD_PATH = '/admin/forgot-password';

function Gate() {
  const { isLoading, isAuthenticated } = useSession();
  const { pathname } = useLocation();

  if (isAuthenticated && !isLoading) return <Outlet />;

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-screen items-center justify-center px-4 py-12"
    >
      {isLoading ? (
        <Spinner label="Loading..." showLabel />
      ) : pathname === FORGOT_PASSWORD_PATH ? (
        <ForgotPasswordForm />
      ) : (
        <SignInForm />
      )}
    </main>
  );
}
