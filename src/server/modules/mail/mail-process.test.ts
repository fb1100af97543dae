import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startLocalSmtpServer } from '../../../../tests/local-smtp-server.ts';
import {
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from '../../../../tests/server-process.ts';
import { skipBecause } from '../../../../tests/skip-reason.ts';
import { PGLITE_OPTIONS } from '../../db/client.ts';

const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
});

describe.skipIf(
  skipBecause(
    process.env.TEST_DB_ENGINE === 'postgres',
    'runs once, in the server-pglite project: it starts its own server processes on embedded PGlite',
  ),
)('mail in the server process', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nda-mail-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Two real server starts (tsx, PGlite, migrations) take a while on a 2-core machine.
  it('keeps mail in the outbox without SMTP_URL, and delivers it after a restart with one', async () => {
    const env = { DATA_DIR: dataDir, DEMO_DATA: 'false', ADMIN_PASSWORD: 'a long enough password' };
    const withoutSmtp = await startServerProcess({ env });
    running.push(withoutSmtp);
    await waitUntilHealthy(withoutSmtp);
    expect(withoutSmtp.output()).toContain(
      'Mail: SMTP_URL is not set, so messages are only kept in the outbox',
    );
    expect(await withoutSmtp.stop('SIGTERM')).toBe(0);

    // A message written while the mail server was configured, not yet delivered at shutdown.
    const pgdata = path.join(dataDir, 'pgdata');
    const db = await PGlite.create({ ...PGLITE_OPTIONS, dataDir: pgdata });
    await db.query(
      `insert into outbox ("to", subject, text, status, next_attempt_at)
       values ('partner@example.org', 'Queued before the restart', 'Still on its way.', 'pending', now())`,
    );
    await db.close();

    const smtp = await startLocalSmtpServer();
    try {
      const smtpUrl = `smtp://mailer:s3cret-pass@127.0.0.1:${smtp.port}`;
      const server = await startServerProcess({ env: { ...env, SMTP_URL: smtpUrl } });
      running.push(server);
      await waitUntilHealthy(server);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 20_000 });
      expect(smtp.received[0]).toMatchObject({
        to: ['partner@example.org'],
        subject: 'Queued before the restart',
        text: 'Still on its way.',
      });
      expect(server.output()).toContain(
        `Mail: delivering through smtp://127.0.0.1:${smtp.port} as NovaLearn Institute Group <no-reply@example.org>.`,
      );
      expect(server.output()).not.toContain('s3cret-pass');
      expect(await server.stop('SIGTERM')).toBe(0);
      expect(server.output()).toContain('Stopped cleanly.');
    } finally {
      await smtp.close();
    }

    const after = await PGlite.create({ ...PGLITE_OPTIONS, dataDir: pgdata });
    const rows = await after.query<{ status: string; attempts: number }>(
      'select status, attempts from outbox',
    );
    await after.close();
    expect(rows.rows).toEqual([{ status: 'sent', attempts: 1 }]);
  }, 120_000);
});
