import { LOCALES } from '../../domain/common/i18n.ts';
import { SIGNING_COPY } from '../features/signing/signing-copy.ts';
import { SigningView } from '../features/signing/signing-view.tsx';
import { LinkPageLayout } from '../layouts/link-page-layout.tsx';
import { AppProviders } from '../lib/app-providers.tsx';
import { publicTitle } from '../lib/page-title.ts';
import type { Route } from './+types/sign-document';

/**
 * The signer's page behind the link in the signing email: no sign-in, never in a search index
 * (robots.txt also disallows /sign), and a generic title so a tab or history entry names no
 * agreement. The title is set before the signer's language is known, so it is in both.
 */
export const meta: Route.MetaFunction = () => [
  { title: publicTitle(LOCALES.map((language) => SIGNING_COPY[language].PAGE_TITLE).join(' · ')) },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Outside the sign-in gate, so it brings its own query cache and toast region. */
export default function SignDocumentPage({ params }: Route.ComponentProps) {
  return (
    <AppProviders>
      <LinkPageLayout>
        {/* Keyed by token, so opening another link starts with fresh state. */}
        <SigningView key={params.token} token={params.token} />
      </LinkPageLayout>
    </AppProviders>
  );
}
