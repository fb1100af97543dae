import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
} from 'react-router';
import {
  HTML_LANG,
  SKIP_LINK_TEXT,
  buildLanguageChoiceScript,
  localeOfPath,
} from '../domain/common/i18n.ts';
import { ORGANISATION_NAME } from '../domain/common/organisation.ts';
import { PUBLIC_PAGE_PATHS } from '../domain/site/public-pages.ts';
import { buildReadingPreferencesScript } from '../domain/site/reading-preferences.ts';
import { useIsStaticPage } from './lib/page-handle.ts';
import { Spinner } from './ui/spinner.tsx';
// Bundled on its own, with nothing shared with the app's chunks (Vite builds it as it builds a
// module worker), so the pages that load it download only what it uses (ADR 028).
import staticPageScript from './layouts/static-shell/enhance-static-page.ts?worker&url';
import type { Route } from './+types/root';
import './app.css';

/** The default title; every page replaces it with its own. */
export const meta: Route.MetaFunction = () => [{ title: ORGANISATION_NAME }];

/**
 * The reading preferences script runs from the prerendered HTML before the app starts; the
 * browser bundle never needs its text, so it is only built into the prerendering build. React
 * does not touch a script's content while hydrating, so the page keeps the prerendered bytes.
 */
const READING_PREFERENCES_SCRIPT = import.meta.env.SSR ? buildReadingPreferencesScript() : '';

/** Takes a visitor who chose a language to that version of the page (domain/common/i18n.ts). */
const LANGUAGE_CHOICE_SCRIPT = import.meta.env.SSR
  ? buildLanguageChoiceScript(PUBLIC_PAGE_PATHS)
  : '';

/**
 * zod 4 builds its fast object parsers with `new Function`, after probing whether eval is allowed.
 * Our CSP refuses eval, so the probe logged a violation on every page with a form. zod reads its
 * settings from this global when it loads; setting it first (here, before any module runs) makes
 * zod skip the probe without adding zod to pages that never use it. Built like the script above.
 */
const JITLESS_SCHEMAS_SCRIPT = import.meta.env.SSR
  ? 'globalThis.__zod_globalConfig={jitless:true}'
  : '';

export function Layout({ children }: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  const isStatic = useIsStaticPage();
  return (
    // The inline script below adds the reader's data-* choices before React hydrates.
    <html lang={HTML_LANG[locale]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/*
         * Reading preferences before the first paint, so nothing shifts. The same bytes on every
         * page (built from constants only), so the server's CSP hash allows it everywhere.
         */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: READING_PREFERENCES_SCRIPT }}
        />
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: LANGUAGE_CHOICE_SCRIPT }}
        />
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: JITLESS_SCHEMAS_SCRIPT }}
        />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-page font-sans text-ink antialiased">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200] focus:rounded-md focus:bg-surface focus:px-4 focus:py-3 focus:font-semibold focus:text-ink focus:shadow-lg"
        >
          {SKIP_LINK_TEXT[locale]}
        </a>
        {children}
        {isStatic ? (
          <script type="module" src={staticPageScript} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * No providers here: the query cache, the session and the toasts are for the interactive pages,
 * which wrap themselves in lib/app-providers.tsx (the sign-in gate does it for the admin area).
 */
export default function App() {
  return <Outlet />;
}

/** Shown while the client-rendered admin area starts. */
export function HydrateFallback() {
  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading..." showLabel />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-semibold text-ink">
        {isNotFound ? 'Page Not Found' : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        {isNotFound
          ? 'There is no page at this address.'
          : 'This page could not be shown. Please reload the page, or come back in a few minutes.'}
      </p>
      {/* A full page load, not client navigation: it starts the app afresh. */}
      <a
        href="/"
        className="mt-6 inline-flex min-h-10 items-center font-medium text-brand underline underline-offset-4"
      >
        Go to the home page
      </a>
      {details ? (
        <pre className="mt-8 overflow-x-auto rounded-md bg-muted p-4 text-sm text-ink">
          {details}
        </pre>
      ) : null}
    </main>
  );
}
