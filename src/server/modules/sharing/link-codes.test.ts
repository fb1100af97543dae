import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newNetwork, protectedLinksKit } from '../../../../tests/protected-links-kit.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { MAILED_CODE_MS, WRONG_CODE_MESSAGE } from '../../../domain/sharing/link-protection.ts';

/**
 * A share link's mailed code through the real routes (ADR 049): its ten minutes, once only, and
 * the mail limit. Codes are read from the outbox.
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

describe('a mailed code', () => {
  it('works for 9:59 and not at 10:00', async () => {
    const { link } = await kit.newLink({ verifyEmail: true });
    const email = 'timer@partner.example.org';
    const ip = newNetwork();
    expect((await kit.askCode(link.shareToken, email, { ip })).statusCode).toBe(202);
    const first = await kit.latestCodeMail(email);
    t.clock.advance(MAILED_CODE_MS - 1000);
    expect((await kit.checkCode(link.shareToken, email, first.code, { ip })).statusCode).toBe(200);

    expect((await kit.askCode(link.shareToken, email, { ip })).statusCode).toBe(202);
    const second = await kit.latestCodeMail(email);
    t.clock.advance(MAILED_CODE_MS);
    const expired = await kit.checkCode(link.shareToken, email, second.code, { ip });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(WRONG_CODE_MESSAGE);
  });

  it('is used once', async () => {
    const { link } = await kit.newLink({ verifyEmail: true });
    const email = 'once@partner.example.org';
    const ip = newNetwork();
    expect((await kit.askCode(link.shareToken, email, { ip })).statusCode).toBe(202);
    const { code } = await kit.latestCodeMail(email);
    expect((await kit.checkCode(link.shareToken, email, code, { ip })).statusCode).toBe(200);
    const again = await kit.checkCode(link.shareToken, email, code, { ip });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(WRONG_CODE_MESSAGE);
  });

  it('is mailed at most three times to one address for one link in a window', async () => {
    const { link } = await kit.newLink({ verifyEmail: true });
    const email = 'flood@partner.example.org';
    const ip = newNetwork();
    for (let mail = 0; mail < 3; mail++) {
      expect((await kit.askCode(link.shareToken, email, { ip })).statusCode).toBe(202);
    }
    const refused = await kit.askCode(link.shareToken, email, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^We already sent several codes to this address/);
  });
});
