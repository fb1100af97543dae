import { SetPasswordForm } from '../features/account-links/set-password-form.tsx';
import { LinkPageLayout } from '../layouts/link-page-layout.tsx';
import { AppProviders } from '../lib/app-providers.tsx';
import { publicTitle } from '../lib/page-title.ts';
import type { Route } from './+types/set-password';

/** The page behind a staff invitation or password-reset mail (ADR 018): never indexed. */
export const meta: Route.MetaFunction = () => [
  { title: publicTitle('Choose a password') },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SetPasswordPage({ params }: Route.ComponentProps) {
  return (
    <AppProviders>
      <LinkPageLayout>
        <SetPasswordForm key={params.token} token={params.token} />
      </LinkPageLayout>
    </AppProviders>
  );
}
