import { AppProviders } from '../../lib/app-providers.tsx';
import { ManageRequestForm } from './manage-request-form.tsx';
import type { PortalCopy } from './portal-copy.ts';
import { DonorPortalPage } from './portal-page.tsx';

const FRAME = 'mx-auto max-w-2xl px-4 py-12 md:py-16';

/** /giving/manage: the form that mails a donor their private link. */
export function ManageGivingRequestPage({ copy }: { copy: PortalCopy }) {
  return (
    <AppProviders>
      <div className={FRAME}>
        <h1 className="text-3xl leading-tight font-bold text-ink md:text-4xl">{copy.title}</h1>
        <p className="mt-3 max-w-prose text-lg text-ink">{copy.requestLead}</p>
        <ManageRequestForm copy={copy} />
      </div>
    </AppProviders>
  );
}

/** /giving/manage/:token: the donor's page, keyed by token so another link starts afresh. */
export function ManageGivingLinkPage({ copy, token }: { copy: PortalCopy; token: string }) {
  return (
    <AppProviders>
      <DonorPortalPage key={token} copy={copy} token={token} />
    </AppProviders>
  );
}
