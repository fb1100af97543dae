import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntryDto, auditPersonDto } from '../../../domain/audit/dtos.ts';
import { auditCsvQuery, auditListQuery, MAX_AUDIT_CSV_ROWS } from '../../../domain/audit/audit.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { fileAnswer } from '../../http/response-schemas.ts';
import { listAuditPeople } from './audit-people.ts';
import { actorOf, listAuditEntries } from './audit.service.ts';
import { exportAuditCsv } from './export-audit-csv.ts';

const FILTERS =
  '`actorId` (GET /api/audit/people), `area`, `from`/`to` (calendar days in the organisation’s ' +
  'time zone, both included), `entity`/`entityId`, `changesOnly=true` (no views or exports).';

/** The audit log, for owners only: who did what, including exports and views of student needs. */
export const auditRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, config } = deps;
  const timeZone = config.organisation.timeZone;

  app.get(
    '/api/audit',
    {
      config: { permission: 'owner' },
      schema: {
        querystring: auditListQuery,
        description: `Entries newest first, one page; X-Total-Count is the number of all matches. Filters: ${FILTERS}`,
        response: { 200: z.array(auditEntryDto) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAuditEntries({ db, query: request.query, timeZone });
      return reply.header('x-total-count', String(total)).send(items);
    },
  );

  app.get(
    '/api/audit/people',
    {
      config: { permission: 'owner' },
      schema: {
        description: 'Staff members with entries in the log, by name: `{ id, name }[]`.',
        response: { 200: z.array(auditPersonDto) },
      },
    },
    () => listAuditPeople({ db }),
  );

  app.get(
    '/api/audit.csv',
    {
      config: { permission: 'owner' },
      schema: {
        querystring: auditCsvQuery,
        description: `Every matching entry as CSV, newest first, at most ${MAX_AUDIT_CSV_ROWS} (400 past that). The download is audited. Filters: ${FILTERS}`,
        response: { 200: fileAnswer('text/csv', 'The matching audit entries, one a row') },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportAuditCsv({
        db,
        query: request.query,
        actor: actorOf(requireAdmin(request)),
        timeZone,
        now: clock.now(),
      });
      return reply
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
};
