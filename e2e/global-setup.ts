import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { packageRoot } from '../src/server/paths.ts';
import { startLocalSmtpServer } from '../tests/local-smtp-server.ts';
import { startServerProcess, waitUntilHealthy } from '../tests/server-process.ts';
import { CHROMIUM_PATH } from './support/browser.ts';
import { E2E_LANES, E2E_MAILING_ADDRESS, type LaneServer } from './support/lanes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per lane of files (support/lanes.ts); a file reaches its own with laneServer(). */
    e2eServers: LaneServer[];
    adminPassword: string;
    hasChromium: boolean;
  }
}

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-long-enough';

/** Settings › Fundraising as a school that takes pledges has it (a journey may change it back). */
async function setMailingAddress(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const saved = await fetch(`${baseUrl}/api/settings/fundraising`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ mailingAddress: E2E_MAILING_ADDRESS }),
  });
  if (!saved.ok) throw new Error(`Setting the mailing address failed: ${saved.status}`);
  await fetch(`${baseUrl}/api/admin/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
}

/**
 * Starts the real, built server (`npm run build` ran first) on a free port with a temporary
 * DATA_DIR, as `npm start` would, with a real mail server beside it: journeys read what arrived,
 * not only the outbox.
 */
async function startLaneServer(entry: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nda-e2e-'));
  // The local SMTP server writes each message it receives into this folder (support/mailbox.ts).
  const mailSpoolDir = mkdtempSync(path.join(os.tmpdir(), 'nda-e2e-mail-'));
  const smtp = await startLocalSmtpServer({ spoolDir: mailSpoolDir });
  const server = await startServerProcess({
    entry,
    env: {
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // The layout gates open pages as many readers, each with its own X-Forwarded-For
      // (support/review-context.ts); every other test is the one connection it really is.
      TRUST_PROXY: 'true',
    },
  });
  const stop = async () => {
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailSpoolDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(server);
    await setMailingAddress(server.url);
  } catch (error) {
    // A failed start leaves no server, mail server or temporary folder behind.
    await stop();
    throw error;
  }
  return { lane: { baseUrl: server.url, mailSpoolDir } satisfies LaneServer, stop };
}

/**
 * Starts one server per lane of files (support/lanes.ts). Without Chromium the journeys fail under
 * CI and skip loudly elsewhere.
 */
export default async function setup(project: TestProject) {
  const hasChromium = existsSync(CHROMIUM_PATH);
  if (!hasChromium) {
    const advice = `Chromium is not installed at ${CHROMIUM_PATH}: run "apt-get install -y chromium".`;
    if (process.env.CI) throw new Error(`${advice} Browser tests cannot be skipped in CI.`);
    console.warn(`\n${'!'.repeat(80)}\n  SKIPPING BROWSER TESTS. ${advice}\n${'!'.repeat(80)}\n`);
  }
  const entry = path.join(packageRoot, 'dist/server/server/main.js');
  if (!existsSync(entry))
    throw new Error('No server build: run "npm run build" before the e2e tests.');

  const started = await Promise.allSettled(
    Array.from({ length: E2E_LANES }, () => startLaneServer(entry)),
  );
  const servers = started.flatMap((lane) => (lane.status === 'fulfilled' ? [lane.value] : []));
  const failed = started.find((lane) => lane.status === 'rejected');
  if (failed) {
    // The lanes that did start are stopped too: nothing is left running after a failed setup.
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  project.provide(
    'e2eServers',
    servers.map((server) => server.lane),
  );
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);
  project.provide('hasChromium', hasChromium);

  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
