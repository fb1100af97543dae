import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORGANISATION_NAME } from '../../domain/common/organisation.ts';

/**
 * A calm frame of its own for the people our links reach (a shared document, an agreement to
 * sign): the organisation's name and nothing else to wander off into, no admin chrome. The root
 * layout's skip link lands on the main element.
 */
export function LinkPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto max-w-4xl px-4 py-3">
          <Link to="/" className="inline-flex min-h-10 items-center text-lg font-bold text-ink">
            {ORGANISATION_NAME}
          </Link>
        </div>
      </header>
      {/* A partner's name or a web address can be one long word: it wraps instead of widening
          the page at 320 px. */}
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 wrap-anywhere"
      >
        {children}
      </main>
    </div>
  );
}
