import * as words from '../../../domain/content/es/verify-agreement.ts';
import { VerifyAgreementPage } from '../../features/verify-agreement/verify-agreement-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import { LinkPageLayout } from '../../layouts/link-page-layout.tsx';
import { AppProviders } from '../../lib/app-providers.tsx';
import type { Route } from './+types/verify-agreement';

const COPY = { locale: 'es', words } as const;

export const meta: Route.MetaFunction = () => publicPageMeta(words.VERIFY_META);

/** /es/verify: the check of a signed agreement in Spanish; the server's refusals too. */
export default function VerifyAgreementRouteSpanish() {
  return (
    <AppProviders toastLabels={words.TOAST_LABELS}>
      <LinkPageLayout>
        <VerifyAgreementPage copy={COPY} />
      </LinkPageLayout>
    </AppProviders>
  );
}
