import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { packageRoot } from '../src/server/paths.ts';
import { startLocalSmtpServer } from '../tests/local-smtp-server.ts';
import { startServerProcess, waitUntilHealthy } from '../tests/server-process.ts';
import { CHROMIUM_PATH } from './support/browser.ts';
import { E2E_LANES, type LaneServer } from './support/lanes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per lane of files (support/lanes.ts); a file reaches its own with laneServer(). */
    e2eServers: LaneServer[];
    adminPassword: string;
    hasChromium: boolean;
  }
}

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-long-enough';

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
  await waitUntilHealthy(server);
  return {
    lane: { baseUrl: server.url, mailSpoolDir } satisfies LaneServer,
    async stop() {
      await server.stop();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(mailSpoolDir, { recursive: true, force: true });
    },
  };
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

  const servers = await Promise.all(
    Array.from({ length: E2E_LANES }, () => startLaneServer(entry)),
  );
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
