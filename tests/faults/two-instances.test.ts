import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/server/db/client.ts';
import { createDocument } from '../../src/server/demo/factories.ts';
import { auditLog } from '../../src/server/modules/audit/audit.table.ts';
import { signatureEvents } from '../../src/server/modules/esign/public.ts';
import { outbox } from '../../src/server/modules/mail/mail.table.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../local-smtp-server.ts';
import { skipBecause } from '../skip-reason.ts';
import type { ServerProcess } from '../server-process.ts';
import {
  isAllWorkDone,
  makeAllDue,
  seatOffersByStatus,
  prepareWork,
  WORK,
  workDoneBy,
} from './background-work.ts';
import { createFaultRun, FAULT_ADMIN_PASSWORD, request, signInAsAdmin } from './fault-run.ts';
import { waitFor } from './load.ts';
import {
  createScratchDatabase,
  SKIP_POSTGRES_MESSAGE,
  testDatabaseUrl,
} from './scratch-database.ts';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: whatever one
 * instance writes the other must honour, and the background jobs, which run on both, must do
 * each piece of work once. The jobs run every 200 ms here (JOB_INTERVAL_MS) so that both
 * instances race for the same work many times.
 */
describe.skipIf(skipBecause(!testDatabaseUrl, SKIP_POSTGRES_MESSAGE))(
  'two server instances on one PostgreSQL',
  { timeout: 240_000 },
  () => {
    const run = createFaultRun();
    let a: ServerProcess;
    let b: ServerProcess;
    let smtp: LocalSmtpServer;
    let database: DatabaseHandle;
    let headers: Record<string, string>;

    beforeAll(async () => {
      smtp = await startLocalSmtpServer();
      run.onCleanup(() => smtp.close());
      const scratch = await createScratchDatabase(testDatabaseUrl!, 'two');
      run.onCleanup(() => scratch.drop());
      const env = {
        DATABASE_URL: scratch.url,
        SMTP_URL: smtp.url,
        JOB_INTERVAL_MS: '200',
        // The jobs say at info level what they did: the test adds it up per instance.
        LOG_LEVEL: 'info',
      };
      [a, b] = await Promise.all([
        run.startServer('instance A', { ...env, DATA_DIR: run.tempDir('two-a') }),
        run.startServer('instance B', { ...env, DATA_DIR: run.tempDir('two-b') }),
      ]);
      database = await openPostgres(scratch.url, { poolSize: 2 });
      run.onCleanup(() => database.close());
      headers = await signInAsAdmin(a.url);
    }, 180_000);
    afterAll(() => run.cleanup(), 60_000);

    it('a session and a share link made on A work on B, and B can end the link for A', () =>
      run.check(async () => {
        const onB = await request(b.url, 'GET', '/api/waiting-list?pageSize=1', { headers });
        expect(onB.status, 'the session from A, on B').toBe(200);
        const document = await createDocument(database.db, { title: 'Shared across instances' });
        const made = await request(a.url, 'POST', `/api/documents/${document.id}/share`, {
          headers,
          body: { accessLevel: 'view' },
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        const link = made.body as { id: string; shareToken: string };
        const seen = await request(b.url, 'GET', `/api/shared/${link.shareToken}`);
        expect(seen.status, JSON.stringify(seen.body)).toBe(200);
        expect(JSON.stringify(seen.body)).toContain('Shared across instances');

        const ended = await request(b.url, 'DELETE', `/api/share-links/${link.id}`, { headers });
        expect(ended.status).toBe(204);
        const after = await request(a.url, 'GET', `/api/shared/${link.shareToken}`);
        expect(after.status, 'a link ended on B still opens on A').not.toBe(200);
      }));

    it('counts failed sign-ins on A and B together', () =>
      run.check(async () => {
        const attempt = (server: ServerProcess, password: string) =>
          request(server.url, 'POST', '/api/admin/login', {
            body: { username: 'admin', password },
          });
        for (const server of [a, b, a, b, a]) {
          expect((await attempt(server, 'not the password at all')).status).toBe(401);
        }
        // Five failures in all, three on A and two on B: both now refuse even the right password.
        for (const server of [a, b]) {
          const refused = await attempt(server, FAULT_ADMIN_PASSWORD);
          expect(refused.status, JSON.stringify(refused.body)).toBe(429);
          expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }));

    it('runs every background job once: expiry, reminders, scheduled campaigns, seat offers, mail', () =>
      run.check(async () => {
        const db = database.db;
        const ids = await prepareWork({ db, servers: [a, b], headers });
        await makeAllDue(db, ids);
        await waitFor(
          'the jobs to expire, remind, send the campaigns and deliver every message',
          () => isAllWorkDone(db, ids),
          60_000,
          250,
        );
        // Ten more rounds of both instances' jobs: a second run of anything would show now.
        await new Promise((resolve) => setTimeout(resolve, 2_000));

        const perEntity = (action: string, entity: string) =>
          db
            .select({ entityId: auditLog.entityId, n: count() })
            .from(auditLog)
            .where(and(eq(auditLog.action, action), eq(auditLog.entity, entity)))
            .groupBy(auditLog.entityId);
        const expiries = await perEntity('expire', 'document');
        expect(expiries.map((row) => row.entityId).sort()).toEqual([...ids.expiring].sort());
        expect(
          expiries.filter((row) => row.n !== 1),
          'documents expired twice',
        ).toEqual([]);

        const reminderMails = await db
          .select({ to: outbox.to, n: count() })
          .from(outbox)
          .where(like(outbox.subject, 'Reminder: please sign%'))
          .groupBy(outbox.to);
        expect(reminderMails).toHaveLength(WORK.signatureRequests);
        expect(
          reminderMails.filter((row) => row.n !== 1),
          'signers reminded twice',
        ).toEqual([]);
        const reminded = await db
          .select({ requestId: signatureEvents.requestId, n: count() })
          .from(signatureEvents)
          .where(
            and(
              inArray(signatureEvents.requestId, ids.requests),
              eq(signatureEvents.type, 'reminded'),
            ),
          )
          .groupBy(signatureEvents.requestId);
        expect(reminded).toHaveLength(WORK.signatureRequests);
        expect(
          reminded.filter((row) => row.n !== 1),
          'reminder events twice',
        ).toEqual([]);

        // Each offer lapsed once, and its seat went to one next family.
        const lapses = await perEntity('lapse-offer', 'waiting_list');
        expect(lapses).toHaveLength(WORK.seatOffers);
        expect(
          lapses.filter((row) => row.n !== 1),
          'offers lapsed twice',
        ).toEqual([]);
        expect(await seatOffersByStatus(db, ids.seatGroup)).toEqual({
          lapsed: WORK.seatOffers,
          open: WORK.seatOffers,
        });

        const sends = await perEntity('send', 'email_campaign');
        expect(sends.map((row) => row.entityId).sort()).toEqual([...ids.campaigns].sort());
        expect(
          sends.filter((row) => row.n !== 1),
          'campaigns sent twice',
        ).toEqual([]);
        expect(await perEntity('unschedule', 'email_campaign'), 'a false "unschedule"').toEqual([]);
        const [campaignMail] = await db
          .select({ n: count() })
          .from(outbox)
          .where(inArray(outbox.relatedId, ids.campaigns));
        expect(campaignMail!.n).toBe(WORK.campaigns * WORK.donors);

        // Each message in the outbox reached the SMTP server exactly once.
        const messages = await db
          .select({ to: outbox.to, subject: outbox.subject, status: outbox.status })
          .from(outbox);
        expect(messages.filter((message) => message.status !== 'sent')).toEqual([]);
        const key = (to: string, subject: string) => `${to} | ${subject}`;
        const delivered = smtp.received.map((mail) => key(mail.to.join(','), mail.subject));
        expect(delivered.sort()).toEqual(messages.map((mail) => key(mail.to, mail.subject)).sort());

        // What each instance's log says it did adds up to each piece of work once.
        const [byA, byB] = [workDoneBy(a), workDoneBy(b)];
        console.info(
          `Work done by instance A: ${JSON.stringify(byA)}; by B: ${JSON.stringify(byB)}`,
        );
        expect({
          expired: byA.expired + byB.expired,
          reminders: byA.reminders + byB.reminders,
          campaigns: byA.campaigns + byB.campaigns,
          lapsedOffers: byA.lapsedOffers + byB.lapsedOffers,
          mails: byA.mails + byB.mails,
        }).toEqual({
          expired: WORK.expiringDocuments,
          reminders: WORK.signatureRequests,
          campaigns: WORK.campaigns,
          lapsedOffers: WORK.seatOffers,
          mails: messages.length,
        });
        for (const server of [a, b]) expect(server.child.exitCode).toBeNull();
      }));
  },
);
