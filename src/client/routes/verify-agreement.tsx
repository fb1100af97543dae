import { ORGANISATION_NAME } from '../../domain/common/organisation.ts';
import { VerifyAgreementForm } from '../features/verify-agreement/verify-agreement-form.tsx';
import { LinkPageLayout } from '../layouts/link-page-layout.tsx';
import { AppProviders } from '../lib/app-providers.tsx';
import { publicTitle } from '../lib/page-title.ts';
import type { Route } from './+types/verify-agreement';

export const meta: Route.MetaFunction = () => [
  { title: publicTitle('Verify a signed agreement') },
  {
    name: 'description',
    content: `Check that a signed agreement PDF was issued by ${ORGANISATION_NAME} and has not been changed.`,
  },
];

/**
 * /verify: anyone holding a signed agreement checks it here (ADR 019), the same check
 * a PDF reader makes of our seal, plus what our records say of who signed when.
 */
export default function VerifyAgreementPage() {
  return (
    <AppProviders>
      <LinkPageLayout>
        <div className="mx-auto grid max-w-2xl gap-6">
          <div>
            <h1 className="text-3xl font-semibold text-ink">Verify a signed agreement</h1>
            <p className="mt-3 text-ink-muted">
              {`Every agreement signed with ${ORGANISATION_NAME} is a PDF with a digital seal. Choose the PDF to see whether we issued it, whether it has changed since it was signed, and who signed it when.`}
            </p>
          </div>
          <VerifyAgreementForm />
        </div>
      </LinkPageLayout>
    </AppProviders>
  );
}
