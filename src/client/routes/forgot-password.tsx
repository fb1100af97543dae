import { ForgotPasswordForm } from '../features/account-links/forgot-password-form.tsx';
import { LinkPageLayout } from '../layouts/link-page-layout.tsx';
import { AppProviders } from '../lib/app-providers.tsx';
import { adminTitle } from '../lib/page-title.ts';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => [
  { title: adminTitle('Forgot password') },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** "Forgot password?" from the sign-in form: outside the sign-in gate, for people signed out. */
export default function ForgotPasswordPage() {
  return (
    <AppProviders>
      <LinkPageLayout>
        <ForgotPasswordForm />
      </LinkPageLayout>
    </AppProviders>
  );
}
