import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../domain/common/i18n.ts';
import { useLinkPageLanguage } from '../lib/link-page-language.tsx';
import { LinkPageLayout } from './link-page-layout.tsx';

/** A link page whose language arrives with its answer, as a signing link's does. */
function PageIn({ language }: { language: Locale | undefined }) {
  useLinkPageLanguage(language);
  return <p>The page</p>;
}

function renderAt(path: string, language: Locale | undefined) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LinkPageLayout>
            <PageIn language={language} />
          </LinkPageLayout>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('the reading preferences control of a link page', () => {
  it('speaks English until the page knows its reader', () => {
    renderAt('/sign/abc', undefined);
    expect(screen.getByRole('button', { name: 'Reading preferences' })).toBeDefined();
  });

  it("speaks the signer's Spanish once the page tells it, without ?lang=es", () => {
    renderAt('/sign/abc', 'es');
    expect(screen.getByRole('button', { name: 'Preferencias de lectura' })).toBeDefined();
  });

  it('follows ?lang=es on a shared link', () => {
    renderAt('/shared/abc?lang=es', undefined);
    expect(screen.getByRole('button', { name: 'Preferencias de lectura' })).toBeDefined();
  });

  it('follows the page when it says otherwise (a signer who switched to English)', () => {
    renderAt('/sign/abc?lang=es', 'en');
    expect(screen.getByRole('button', { name: 'Reading preferences' })).toBeDefined();
  });
});
