import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { ReceivedMail } from '../../tests/local-smtp-server.ts';
import { laneServer } from './lanes.ts';

/**
 * Every message this file's e2e server (its lane's) has delivered to its SMTP server so far,
 * oldest first.
 */
export function receivedMail(): ReceivedMail[] {
  const dir = laneServer().mailSpoolDir;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}

/**
 * Waits for the messages to one address that match, as they arrive at the SMTP server (the
 * server's delivery worker runs every 5 s), and returns them once there are `count` of them.
 */
export async function waitForMail(
  to: string,
  options: { count?: number; subject?: RegExp; timeoutMs?: number } = {},
): Promise<ReceivedMail[]> {
  const { count = 1, subject, timeoutMs = 20_000 } = options;
  const matching = () =>
    receivedMail().filter(
      (mail) => mail.to.includes(to) && (!subject || subject.test(mail.subject)),
    );
  await expect
    .poll(() => matching().length, { timeout: timeoutMs, interval: 250 })
    .toBeGreaterThanOrEqual(count);
  return matching();
}

/**
 * The path (and query) of the first link in a mail's text whose path starts with `pathPrefix`
 * (`/shared/`, `/waiting-list/status/`). Tests open it on their own base URL: the mail's host is
 * the server's PUBLIC_URL.
 */
export function linkPathIn(mail: { subject: string; text: string }, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>")]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url.pathname + url.search;
  }
  throw new Error(`No link to ${pathPrefix}… in the mail "${mail.subject}".`);
}
