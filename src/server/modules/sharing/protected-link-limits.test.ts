import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newNetwork, protectedLinksKit } from '../../../../tests/protected-links-kit.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import {
  CODE_MAX_ATTEMPTS,
  CODE_MAX_ATTEMPTS_PER_NETWORK,
  CODE_WINDOW_MS,
  WRONG_CODE_MESSAGE,
  WRONG_PASSCODE_MESSAGE,
} from '../../../domain/sharing/link-protection.ts';

/**
 * Passcodes and mailed codes are counted BEFORE they are checked (ADR 031): however many guesses
 * arrive at the same moment, at most CODE_MAX_ATTEMPTS of them are ever checked; the rest get a
 * 429 without a check. Each guess comes from the same network, as a script's would.
 */
let t: TestApp;
let staff: Record<string, string>;
let kit: ReturnType<typeof protectedLinksKit>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers: staff } = await signInAsNewAdmin(t));
  kit = protectedLinksKit(t, () => staff);
});
afterAll(() => t.close());

const GUESSES = 200;

function tally(responses: { statusCode: number; json: () => { message: string } }[]) {
  const byStatus = new Map<number, number>();
  for (const response of responses) {
    byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
  }
  return Object.fromEntries(byStatus);
}

describe('guesses at the same moment', () => {
  it(`checks exactly ${CODE_MAX_ATTEMPTS} of ${GUESSES} wrong passcodes and refuses the rest`, async () => {
    const { link } = await kit.newLink({ passcode: 'river-stone-42' });
    const ip = newNetwork();
    const responses = await Promise.all(
      Array.from({ length: GUESSES }, (_, guess) =>
        kit.sendPasscode(link.shareToken, `wrong-guess-${guess}`, { ip }),
      ),
    );
    expect(tally(responses)).toEqual({ 400: CODE_MAX_ATTEMPTS, 429: GUESSES - CODE_MAX_ATTEMPTS });
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json().message).toBe(WRONG_PASSCODE_MESSAGE);
    }
    // Even the right passcode waits out the window now; then it works.
    expect((await kit.sendPasscode(link.shareToken, 'river-stone-42', { ip })).statusCode).toBe(
      429,
    );
    t.clock.advance(CODE_WINDOW_MS);
    expect((await kit.sendPasscode(link.shareToken, 'river-stone-42', { ip })).statusCode).toBe(
      200,
    );
  });

  it(`checks exactly ${CODE_MAX_ATTEMPTS} of ${GUESSES} wrong mailed codes and refuses the rest`, async () => {
    const { link } = await kit.newLink({ verifyEmail: true });
    const email = 'guessed@partner.example.org';
    const ip = newNetwork();
    expect((await kit.askCode(link.shareToken, email, { ip })).statusCode).toBe(202);
    const { code } = await kit.latestCodeMail(email);
    const wrong = (guess: number) =>
      String((Number(code) + 1 + guess) % 1_000_000).padStart(6, '0');
    const responses = await Promise.all(
      Array.from({ length: GUESSES }, (_, guess) =>
        kit.checkCode(link.shareToken, email, wrong(guess), { ip }),
      ),
    );
    expect(tally(responses)).toEqual({ 400: CODE_MAX_ATTEMPTS, 429: GUESSES - CODE_MAX_ATTEMPTS });
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json().message).toBe(WRONG_CODE_MESSAGE);
    }
    expect((await kit.checkCode(link.shareToken, email, code, { ip })).statusCode).toBe(429);
  });

  it('counts one network over every link', async () => {
    const ip = newNetwork();
    const links = await Promise.all(
      Array.from({ length: 8 }, () => kit.newLink({ passcode: 'river-stone-42' })),
    );
    const responses = [];
    for (const { link } of links) {
      for (let guess = 0; guess < 4; guess++) {
        responses.push(await kit.sendPasscode(link.shareToken, `wrong-${guess}`, { ip }));
      }
    }
    // 8 links × 4 guesses: each link is under its own limit, the network is not.
    expect(tally(responses)).toEqual({
      400: CODE_MAX_ATTEMPTS_PER_NETWORK,
      429: 32 - CODE_MAX_ATTEMPTS_PER_NETWORK,
    });
    // Another network is not held back.
    const { link } = links[0]!;
    expect(
      (await kit.sendPasscode(link.shareToken, 'river-stone-42', { ip: newNetwork() })).statusCode,
    ).toBe(200);
  });
});
