import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PublicVisitDto, PublicVisitsDto } from '../src/domain/visits/dtos.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { anotherVisitorAddress } from './support/visitor-address.ts';

const baseUrl = laneBaseUrl();

/**
 * The platform boundary only: a speech engine that says nothing and ends the utterance it is
 * saying when the test calls window.__speech.finish(). The page's own code, the browser's
 * SpeechSynthesisUtterance, Intl.Segmenter and CSS.highlights are real. A string, so the test
 * runner's transforms never reach the page.
 */
const FAKE_SPEECH = `(() => {
  const queue = [];
  const record = { spoken: [], calls: [] };
  const engine = {
    speak(utterance) {
      record.calls.push('speak');
      record.spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
      queue.push(utterance);
    },
    cancel() { record.calls.push('cancel'); queue.length = 0; },
    pause() { record.calls.push('pause'); },
    resume() { record.calls.push('resume'); },
    getVoices() { return []; },
    addEventListener() {},
    removeEventListener() {},
    speaking: false,
    paused: false,
    pending: false,
  };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: engine });
  window.__speech = Object.assign(record, {
    finish() { const current = queue.shift(); if (current) current.dispatchEvent(new Event('end')); },
  });
})();`;

interface SpeechRecord {
  spoken: { text: string; lang: string; rate: number }[];
  calls: string[];
}

const highlighted = (page: Page) =>
  page.evaluate(() => {
    const highlight = CSS.highlights.get('read-aloud');
    return highlight ? [...highlight].map((range) => String(range)).join('') : null;
  });

const speech = (page: Page) =>
  page.evaluate(() => {
    const { spoken, calls } = (window as unknown as { __speech: SpeechRecord }).__speech;
    return { spoken: [...spoken], calls: [...calls] };
  });

/** A visit with a story: the demo's, or one made here as the staff page makes it. */
async function storyVisit(page: Page): Promise<PublicVisitDto> {
  const read = async () => {
    const response = await fetch(`${baseUrl}/api/visits?language=es`, {
      headers: { 'x-forwarded-for': anotherVisitorAddress() },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as PublicVisitsDto).visits.find((visit) => visit.hasStory);
  };
  const found = await read();
  if (found) return found;
  const { headers } = await signInThroughApi(page, baseUrl, inject('adminPassword'));
  await apiClient(baseUrl, headers).post('/api/visit-events', {
    kind: 'family-session',
    titleEn: 'Saturday family morning',
    titleEs: 'Mañana en familia del sábado',
    descriptionEn: 'Meet our teachers and see a classroom.',
    descriptionEs: 'Conozca a los maestros y vea un salón.',
    format: 'in-person',
    location: '1200 Discovery Way, The Woodlands, TX 77380',
    meetingUrl: null,
    recurrence: { kind: 'weekly', weekday: 6, everyWeeks: 1 },
    startsOn: new Date().toISOString().slice(0, 10),
    endsOn: null,
    localTime: '10:00',
    durationMinutes: 90,
    capacity: 12,
    cutoffMinutes: 120,
    languages: ['en', 'es'],
  });
  const made = await read();
  if (!made) throw new Error('No visit with a story, even after making one');
  return made;
}

describe.skipIf(withoutChromium())('read aloud on the story of a visit, in Spanish', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'es-US' });
    await context.addInitScript({ content: FAKE_SPEECH });
    page = await context.newPage();
    errors = watchConsole(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('reads the step on screen sentence by sentence, marks the one being read, and stops', async () => {
    const visit = await storyVisit(page);
    await gotoHydrated(page, `/es/visits/${visit.slug}/story`);
    const toolbar = page.getByRole('group', { name: 'Leer en voz alta' });
    await toolbar.waitFor();
    await expectNoAxeViolations(page, 'story page with the read-aloud toolbar (Spanish)');

    await toolbar.getByRole('button', { name: 'Leer en voz alta' }).click();
    await expect.poll(async () => (await speech(page)).spoken.length).toBe(1);
    const first = (await speech(page)).spoken[0]!;
    expect(first.lang).toBe('es');
    expect(first.text).toMatch(/^Paso 1 de \d+/);
    expect(await highlighted(page)).toBe(first.text);
    await expectNoAxeViolations(page, 'story page while reading aloud (Spanish)');

    await page.evaluate(() =>
      (window as unknown as { __speech: { finish(): void } }).__speech.finish(),
    );
    await expect.poll(async () => (await speech(page)).spoken.length).toBe(2);
    const second = (await speech(page)).spoken[1]!;
    expect(second.text).not.toBe(first.text);
    expect(await highlighted(page)).toBe(second.text);

    await toolbar.getByRole('button', { name: 'Pausa' }).click();
    await toolbar.getByRole('button', { name: 'Continuar' }).click();
    await toolbar.getByRole('button', { name: 'Detener' }).click();
    await expect.poll(() => highlighted(page)).toBeNull();
    const { calls } = await speech(page);
    expect(calls.slice(-3)).toEqual(['pause', 'resume', 'cancel']);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Leer en voz alta');
    expect(errors).toEqual([]);
  });
});
