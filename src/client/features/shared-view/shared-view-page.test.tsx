import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CHOICE_KEY } from '../../../domain/common/i18n.ts';
import * as spanish from '../../../domain/content/es/shared-view.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  browserPrefers,
  COMMENTS_PATH,
  fakeApi,
  renderSharedView,
  SHARED,
  SHARED_PATH,
  TOKEN,
} from './shared-view-harness.tsx';

const languageSwitch = () => screen.getByRole('group', { name: /^(Language|Idioma)$/ });

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the shared document page in Spanish', () => {
  it('speaks Spanish when the browser prefers it: headings, facts, form and switch', async () => {
    browserPrefers('es-MX', 'en-US');
    fakeApi();
    const { page } = renderSharedView();
    await screen.findByRole('heading', { level: 1, name: SHARED.document.title });
    expect(page.getAttribute('lang')).toBe('es');

    for (const name of ['Contrato', 'Comentarios', 'Actividad', 'Editar el contrato']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Propósito' })).toBeTruthy();
    expect(screen.getByText('Visto 1 vez')).toBeTruthy();
    expect(screen.getByText('Aliado')).toBeTruthy();
    expect(screen.getByText('12 meses')).toBeTruthy();
    expect(screen.getByText('15 de enero de 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Su nombre' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Correo electrónico (opcional)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publicar el comentario' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar los cambios' })).toBeTruthy();
    expect(await screen.findByText('Todavía no hay comentarios.')).toBeTruthy();
    expect(await screen.findByText('vio el documento')).toBeTruthy();
    // The document's own text stays as it was written.
    expect(screen.getByText(SHARED.document.content)).toBeTruthy();

    const español = within(languageSwitch()).getByRole('button', { name: 'Español' });
    expect(español.getAttribute('aria-pressed')).toBe('true');
    expect(document.title).toBe('Documento compartido | NovaLearn Institute Group');
  });

  it('opens in the language of its mail (?lang=es) when the visitor has chosen none', async () => {
    browserPrefers('en-US');
    window.history.replaceState(null, '', `/shared/${TOKEN}?lang=es`);
    try {
      fakeApi();
      const { page } = renderSharedView();
      await screen.findByRole('heading', { level: 2, name: 'Comentarios' });
      expect(page.getAttribute('lang')).toBe('es');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('flips to English with the switch, and remembers the choice for the next visit', async () => {
    browserPrefers('es-US');
    const api = fakeApi();
    const { user, page } = renderSharedView();
    await screen.findByRole('heading', { level: 2, name: 'Comentarios' });

    await user.click(within(languageSwitch()).getByRole('button', { name: 'English' }));
    expect(page.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { level: 2, name: 'Comments' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeTruthy();
    expect(screen.getByText('Viewed 1 time')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');

    await user.click(within(languageSwitch()).getByRole('button', { name: 'Español' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Comentarios' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('es');
    // Each load of the document counts a view: switching the language loads nothing again.
    expect(api.sent.filter((request) => request === `GET ${SHARED_PATH}`)).toHaveLength(1);
  });

  it('starts in the language chosen before, over the browser’s', async () => {
    browserPrefers('en-US');
    localStorage.setItem(LANGUAGE_CHOICE_KEY, 'es');
    fakeApi();
    renderSharedView();
    expect(await screen.findByRole('heading', { level: 2, name: 'Comentarios' })).toBeTruthy();
  });

  it('says in Spanish what is missing, and a refusal of the server, in toasts', async () => {
    browserPrefers('es');
    fakeApi({
      [`POST ${COMMENTS_PATH}`]: {
        status: 429,
        body: { message: 'Too many comments or changes from this link. Please wait 4 minutes.' },
      },
    });
    const { user } = renderSharedView();
    const post = await screen.findByRole('button', { name: 'Publicar el comentario' });
    await user.click(post);
    expect(await screen.findByText(spanish.FORM_TOASTS.nameAndComment)).toBeTruthy();
    expect(screen.getByText(spanish.FORM_TOASTS.required)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Su nombre' }), 'Ana Ruiz');
    await user.type(
      screen.getByRole('textbox', { name: 'Comentario' }),
      '¿Podemos cambiar la fecha?',
    );
    await user.click(post);
    expect(await screen.findByText(spanish.REFUSALS.tooMany)).toBeTruthy();
    expect(screen.queryByText(/Please wait/)).toBeNull();
  });

  it('tells a save that came too late in Spanish, by its status', async () => {
    browserPrefers('es');
    fakeApi({
      [`PUT ${SHARED_PATH}/content`]: {
        status: 409,
        body: { message: 'Someone else saved a change at the same time. Reload to see it.' },
      },
    });
    const { user } = renderSharedView();
    await user.type(await screen.findByRole('textbox', { name: 'Su nombre' }), 'Ana Ruiz');
    const text = screen.getByRole('textbox', { name: 'Texto del contrato' });
    await user.type(text, ' Cambio.');
    await user.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    expect(await screen.findByText(spanish.REFUSALS.conflict)).toBeTruthy();
    expect(screen.getByText(spanish.FORM_TOASTS.notSaved.title)).toBeTruthy();
  });

  it('answers a link that does not work in Spanish, with a way to the Spanish home page', async () => {
    browserPrefers('es-419');
    fakeApi({ [`GET ${SHARED_PATH}`]: { status: 404, body: { message: 'Not found' } } });
    renderSharedView();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/es');
    expect(languageSwitch()).toBeTruthy();
  });
});

describe('the shared document page in English', () => {
  it('stays in English for other browsers, with the spec’s words', async () => {
    browserPrefers('fr-FR', 'es-ES');
    fakeApi();
    const { page } = renderSharedView();
    await screen.findByRole('heading', { level: 2, name: 'Agreement' });
    expect(page.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeTruthy();
    expect(screen.getByText('Jan 15, 2026')).toBeTruthy();
    const english = within(languageSwitch()).getByRole('button', { name: 'English' });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBeNull();
  });
});
