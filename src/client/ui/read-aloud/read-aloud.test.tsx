import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakePlatform } from './fake-speech.ts';
import { ReadAloud } from './read-aloud.tsx';

let platform: ReturnType<typeof installFakePlatform>;

beforeEach(() => {
  platform = installFakePlatform();
});
afterEach(() => {
  platform.restore();
  document.documentElement.lang = '';
});

function renderArticle(article: React.ReactNode, lang = 'en') {
  document.documentElement.lang = lang;
  render(
    <main>
      <ReadAloud target="article" />
      <article id="article">{article}</article>
    </main>,
  );
  return userEvent.setup();
}

const finish = () => act(() => platform.engine.finish());

describe('read aloud (browser speech, one sentence at a time)', () => {
  it('reads the first sentence, highlights it, and moves to the next on end', async () => {
    const user = renderArticle(
      <p>
        We meet at the front door. It is blue. <button type="button">Skip me.</button>
      </p>,
    );

    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(platform.engine.last?.text).toBe('We meet at the front door.');
    expect(platform.engine.last?.lang).toBe('en');
    expect(platform.highlighted()).toBe('We meet at the front door.');

    finish();
    expect(platform.engine.last?.text).toBe('It is blue.');
    expect(platform.highlighted()).toBe('It is blue.');

    // The button is not read; after the last sentence, reading ends and the mark goes.
    finish();
    expect(platform.engine.spoken.map((u) => u.text)).toEqual([
      'We meet at the front door.',
      'It is blue.',
    ]);
    expect(platform.highlighted()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('starts at the sentence that holds the words the reader selected', async () => {
    const user = renderArticle(<p>We meet at the front door. It is blue. Then we go in.</p>);
    const text = document.querySelector('#article p')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 'We meet at the front door. It is '.length);
    range.setEnd(text, 'We meet at the front door. It is blue'.length);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);

    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(platform.engine.last?.text).toBe('It is blue.');
    expect(platform.highlighted()).toBe('It is blue.');
    finish();
    expect(platform.engine.last?.text).toBe('Then we go in.');
  });

  it('starts at the first sentence when the selection is outside the text', async () => {
    const user = renderArticle(<p>One thing. Another thing.</p>);
    document.getSelection()!.selectAllChildren(document.body);
    const outside = document.createRange();
    outside.selectNodeContents(screen.getByRole('group', { name: 'Read aloud' }));
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(outside);
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(platform.engine.last?.text).toBe('One thing.');
  });

  it('pauses and resumes the engine with one button whose label says what it will do', async () => {
    const user = renderArticle(<p>One thing. Another thing.</p>);
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(platform.engine.calls.at(-1)).toBe('pause');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(platform.engine.calls.at(-1)).toBe('resume');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('stopped while paused, leaves the engine ready to read again', async () => {
    const user = renderArticle(<p>First part. Second part.</p>);
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(platform.engine.calls.slice(-2)).toEqual(['cancel', 'resume']);
    expect(platform.engine.paused).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(platform.engine.last?.text).toBe('First part.');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('reads at the chosen speed, and a new speed starts with the sentence being read', async () => {
    const user = renderArticle(<p>First part. Second part.</p>);
    await user.selectOptions(await screen.findByLabelText('Speed'), '0.75');
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(platform.engine.last?.rate).toBe(0.75);

    await user.selectOptions(screen.getByLabelText('Speed'), '1.25');
    expect(platform.engine.last?.text).toBe('First part.');
    expect(platform.engine.last?.rate).toBe(1.25);
    finish();
    expect(platform.engine.last?.text).toBe('Second part.');
    expect(platform.engine.last?.rate).toBe(1.25);
  });

  it('stops: cancels the engine, clears the mark and puts focus back on "Read aloud"', async () => {
    const user = renderArticle(<p>First part. Second part.</p>);
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(platform.highlighted()).toBe('First part.');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(platform.engine.calls.at(-1)).toBe('cancel');
    expect(platform.highlighted()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Read aloud' }));
    // The cancelled utterance's late `end` does not start the next sentence.
    const count = platform.engine.spoken.length;
    finish();
    expect(platform.engine.spoken.length).toBe(count);
  });

  it('speaks Spanish with Spanish words, a Spanish voice and utterance.lang "es"', async () => {
    platform.engine.voices = [
      { lang: 'en-US', name: 'English' },
      { lang: 'es-MX', name: 'Español' },
    ];
    const user = renderArticle(<p>Nos vemos en la puerta. Es azul.</p>, 'es');

    const group = await screen.findByRole('group', { name: 'Leer en voz alta' });
    expect(group).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Leer en voz alta' }));
    expect(platform.engine.last?.lang).toBe('es');
    expect(platform.engine.last?.voice?.name).toBe('Español');
    expect(platform.highlighted()).toBe('Nos vemos en la puerta.');
    expect(screen.getByRole('button', { name: 'Pausa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Detener' })).toBeTruthy();
    expect(screen.getByLabelText('Velocidad')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pausa' }));
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
  });

  it('follows a sentence across nested elements and starts a new one at each block', async () => {
    const user = renderArticle(
      <>
        <h2>Arriving</h2>
        <p>
          Bring <strong>one</strong> <em>signed form</em>. Then wait.
        </p>
        <p aria-hidden="true">Not read.</p>
        <p data-read-aloud="skip">Not read either.</p>
        <ul>
          <li>Coat</li>
          <li>Water</li>
        </ul>
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    for (let i = 0; i < 5; i += 1) finish();
    expect(platform.engine.spoken.map((u) => u.text)).toEqual([
      'Arriving',
      'Bring one signed form.',
      'Then wait.',
      'Coat',
      'Water',
    ]);
  });

  it('is not shown at all where the browser has no speech engine', () => {
    platform.restore();
    delete (window as unknown as { speechSynthesis?: unknown }).speechSynthesis;
    renderArticle(<p>Text.</p>);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
    platform = installFakePlatform();
  });

  it('stops speaking when the page goes away', async () => {
    document.documentElement.lang = 'en';
    const view = render(
      <>
        <ReadAloud target="text" />
        <p id="text">One. Two.</p>
      </>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Read aloud' }));
    view.unmount();
    expect(platform.engine.calls.at(-1)).toBe('cancel');
    expect(platform.highlighted()).toBeNull();
  });
});
