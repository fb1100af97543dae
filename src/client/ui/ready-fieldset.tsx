import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * A prerendered form's controls, disabled until React has taken over the page. Hydration sets
 * every control back to React's state, so an amount chosen or a name typed before it would vanish
 * without a word (seen on /give under load). Disabled, the browser shows the fields as not ready
 * yet and takes no input that could be lost; they open a moment later, when the scripts have run.
 * `display: contents` keeps the form's own grid.
 */
export function ReadyFieldset({ children }: { children: ReactNode }) {
  const isHydrated = useHydrated();
  return (
    <fieldset disabled={!isHydrated} className="contents">
      {children}
    </fieldset>
  );
}
