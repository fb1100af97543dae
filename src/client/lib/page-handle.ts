import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';

/** What a route module tells the root layout about its page (`export const handle`). */
export interface PageHandle {
  /**
   * Prerendered without React's scripts: the page's only script is layouts/static-shell, which
   * gives the public shell's controls their behaviour (ADR 028).
   */
  isStatic?: boolean;
}

export const STATIC_PAGE: PageHandle = { isStatic: true };

/**
 * True while the build renders the SPA fallback (__spa-fallback.html, where the admin area
 * starts). React Router renders it for "/", matching the home page, but draws only the root:
 * that file must keep the app's scripts. entry.server.tsx provides it.
 */
export const SpaFallbackContext = createContext(false);

/**
 * Whether the page being prerendered is a static one. Always false in the browser: reached by
 * navigating inside the app (from the admin area, say), a static page's route renders with the
 * app's scripts like every other page.
 */
export function useIsStaticPage(): boolean {
  const matches = useMatches();
  const isSpaFallback = useContext(SpaFallbackContext);
  return (
    import.meta.env.SSR &&
    !isSpaFallback &&
    matches.some((match) => (match.handle as PageHandle | undefined)?.isStatic === true)
  );
}
