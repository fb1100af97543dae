import * as words from '../../domain/content/verify-agreement.ts';
import { VerifyAgreementPage } from '../features/verify-agreement/verify-agreement-page.tsx';
import { publicPageMeta } from '../features/public-site/page-meta.ts';
import { LinkPageLayout } from '../layouts/link-page-layout.tsx';
import { AppProviders } from '../lib/app-providers.tsx';
import type { Route } from './+types/verify-agreement';

const COPY = { locale: 'en', words } as const;

export const meta: Route.MetaFunction = () => publicPageMeta(words.VERIFY_META);

/** /verify: anyone holding a signed agreement checks it here (ADR 019); /es/verify in Spanish. */
export default function VerifyAgreementRoute() {
  return (
    <AppProviders toastLabels={words.TOAST_LABELS}>
      <LinkPageLayout>
        <VerifyAgreementPage copy={COPY} />
      </LinkPageLayout>
    </AppProviders>
  );
}
