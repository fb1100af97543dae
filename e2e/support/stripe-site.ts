import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageRoot } from '../../src/server/paths.ts';
import { createStripeKeys, startFakeStripe } from '../../tests/fake-stripe/stripe-test-kit.ts';
import { startLocalSmtpServer } from '../../tests/local-smtp-server.ts';
import { freePort, startServerProcess, waitUntilHealthy } from '../../tests/server-process.ts';

/**
 * The built site on its own port and data folder, with demo data, Stripe pointed at a fake
 * Stripe server (its webhooks come back to the site) and mail delivered to a real SMTP server.
 */
export async function startStripeSite(options: { name: string; adminPassword: string }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const fake = await startFakeStripe({
    ...createStripeKeys(),
    webhookUrl: `${baseUrl}/api/giving/stripe-webhook`,
  });
  const smtp = await startLocalSmtpServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `nda-e2e-${options.name}-`));
  const server = await startServerProcess({
    entry: path.join(packageRoot, 'dist/server/server/main.js'),
    env: {
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: options.adminPassword,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_URL: fake.url,
    },
  });
  await waitUntilHealthy(server);
  return {
    fake,
    smtp,
    server,
    async close() {
      await server.stop();
      await fake.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type StripeSite = Awaited<ReturnType<typeof startStripeSite>>;
