import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster, type ToasterLabels } from '../ui/toaster.tsx';
import { queryClient } from './query-client.ts';
import { SessionProvider } from './session.tsx';

/**
 * What the interactive parts of the site need: the query cache, the admin session and the
 * toast region. Not in the root: public pages use none of it, and leaving it out keeps about
 * 20 kB gzip of script off every prerendered page (the home page budget is 130 kB). The sign-in
 * gate wraps the admin area in it; other interactive pages (the shared view, enrollment) wrap
 * themselves. The query client is one module-level cache, so leaving and re-entering a wrapped
 * page keeps cached data; the session is checked again on entry.
 */
export function AppProviders({
  children,
  toastLabels,
}: {
  children: ReactNode;
  /** For a page in another language than English (ADR 012). */
  toastLabels?: ToasterLabels;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <Toaster labels={toastLabels} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
