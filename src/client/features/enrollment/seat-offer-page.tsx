import { AppProviders } from '../../lib/app-providers.tsx';
import type { SeatOfferCopy } from './seat-offer-copy.ts';
import { SeatOfferView } from './seat-offer-view.tsx';

/** The offer page with its providers, in the language its route chose. */
export function SeatOfferPage({ copy, token }: { copy: SeatOfferCopy; token: string }) {
  return (
    <AppProviders toastLabels={copy.toastLabels}>
      {/* Keyed by token, so opening another link starts with fresh state. */}
      <SeatOfferView key={token} token={token} copy={copy} />
    </AppProviders>
  );
}
