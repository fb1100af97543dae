import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../domain/common/i18n.ts';
import * as es from '../../../domain/content/es/signing.ts';
import { CONSENT_REQUIRED_MESSAGE } from '../../../domain/esign/schemas.ts';
import { SignForm } from './sign-form.tsx';

function renderSignForm(language: Locale = 'en') {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <SignForm
        token={'a'.repeat(43)}
        language={language}
        signerLanguage={language}
        onSigned={() => {}}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the signing form', () => {
  it('takes "Tick the box" away as soon as the box is ticked, beside it and in the summary', async () => {
    const user = renderSignForm();
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Avery Chen');
    await user.click(screen.getByRole('button', { name: 'Sign agreement' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(CONSENT_REQUIRED_MESSAGE);
    expect(screen.getAllByText(CONSENT_REQUIRED_MESSAGE)).toHaveLength(2);
    const consent = screen.getByRole('checkbox');
    expect(consent.getAttribute('aria-invalid')).toBe('true');

    await user.click(consent);
    expect(screen.queryAllByText(CONSENT_REQUIRED_MESSAGE)).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(consent.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the other problems when only the box is ticked', async () => {
    const user = renderSignForm();
    await user.click(screen.getByRole('button', { name: 'Sign agreement' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryAllByText(CONSENT_REQUIRED_MESSAGE)).toEqual([]);
    expect(screen.getByRole('alert').textContent).toMatch(/name/i);
  });

  it('checks the form in Spanish before anything is sent, so no English message appears', async () => {
    const user = renderSignForm('es');
    await user.click(screen.getByRole('button', { name: es.SIGN_FORM.submit }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(es.ERROR_SUMMARY_TITLE);
    const name = es.validationMessage('fullName', 'too_small', '');
    const consent = es.validationMessage('consent', 'invalid_value', '');
    for (const message of [name, consent]) {
      expect(summary.textContent).toContain(message);
    }
    expect(summary.textContent).not.toMatch(/\b(Enter|Tick)\b/);
  });
});
