import { QueryClientProvider } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { PageIntro } from '../../ui/page-intro.tsx';
import { GiveForm } from './give-form.tsx';
import { GivingCopyProvider, useGivingCopy, type GivingCopy } from './giving-copy.tsx';

/** Back from Stripe's payment page without paying: its "back" link adds ?cancelled=1. */
function CancelledNotice() {
  const [searchParams] = useSearchParams();
  // The prerendered page has no query string: the notice appears once the browser has taken
  // over, so the first render matches the HTML.
  const isHydrated = useHydrated();
  const { CANCELLED_NOTICE } = useGivingCopy().giving;
  if (!isHydrated || searchParams.get('cancelled') !== '1') return null;
  return (
    <p
      role="status"
      className="mb-8 rounded-md border-l-4 border-brand bg-brand-soft p-4 text-lg text-brand-ink"
    >
      {CANCELLED_NOTICE}
    </p>
  );
}

/**
 * The give page in one language: prerendered like every public page, with the form in the HTML.
 * It asks the server how gifts are paid here and sends the form, so it brings the query cache;
 * not the session or the toasts of AppProviders, which it does not use.
 */
export function GivePage({ copy }: { copy: GivingCopy }) {
  const { GIVE_INTRO } = copy.giving;
  return (
    <GivingCopyProvider value={copy}>
      <QueryClientProvider client={queryClient}>
        <PageIntro title={GIVE_INTRO.title} lead={GIVE_INTRO.lead} />
        <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
          <CancelledNotice />
          <GiveForm />
        </div>
      </QueryClientProvider>
    </GivingCopyProvider>
  );
}
