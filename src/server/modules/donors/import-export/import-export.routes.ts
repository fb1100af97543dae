import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateRangeQuery } from '../../../../domain/crm/outreach-schemas.ts';
import { donorImportInput, donorImportPreviewInput } from '../../../../domain/crm/donor-schemas.ts';
import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import { csvImportPreviewDto, csvImportResultDto } from '../../../../domain/crm/import-dtos.ts';
import type { AppDeps } from '../../../deps.ts';
import { requireAdmin } from '../../../http/auth-guard.ts';
import { staffAction } from '../../../http/staff-action.ts';
import { fileAnswer } from '../../../http/response-schemas.ts';
import { actorOf } from '../../audit/audit.service.ts';
import { sendCsv } from './csv-reply.ts';
import { donationsCsvRows, donorsCsvRows } from './export-csv.ts';
import { importDonors, previewDonorImport } from './import-donors.ts';

export const importExportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock } = deps;

  app.get(
    '/api/crm/export/donors.csv',
    {
      config: { permission: 'fundraising' },
      schema: {
        response: { 200: fileAnswer('text/csv', 'Every donor as CSV') },
        description: 'Every donor; the headers are field names, so it imports back.',
      },
    },
    async (request, reply) => {
      const now = clock.now();
      return sendCsv(reply, `donors-${todayIsoDate(now)}.csv`, await donorsCsvRows(db), {
        db,
        actor: actorOf(requireAdmin(request)),
        entity: 'donor',
        at: now,
      });
    },
  );

  app.get(
    '/api/crm/export/donations.csv',
    {
      config: { permission: 'fundraising' },
      schema: {
        querystring: dateRangeQuery,
        response: { 200: fileAnswer('text/csv', 'The gifts of the period as CSV') },
        description: 'Gifts dated from `from` to `to`.',
      },
    },
    async (request, reply) => {
      const now = clock.now();
      return sendCsv(
        reply,
        `donations-${todayIsoDate(now)}.csv`,
        await donationsCsvRows(db, request.query),
        {
          db,
          actor: actorOf(requireAdmin(request)),
          entity: 'donation',
          details: { ...request.query },
          at: now,
        },
      );
    },
  );

  app.post(
    '/api/crm/import/donors/preview',
    {
      config: { permission: 'fundraising' },
      schema: {
        body: donorImportPreviewInput,
        response: { 200: csvImportPreviewDto },
        description:
          'Checks a donor CSV (headers as in the export; firstName, lastName, email, donorType ' +
          'required): per-row errors and duplicates by email. Nothing is written.',
      },
    },
    (request) =>
      previewDonorImport({ db, csv: request.body.csv, untrustedWork: app.untrustedWork }),
  );

  app.post(
    '/api/crm/import/donors',
    {
      config: { permission: 'fundraising' },
      schema: {
        body: donorImportInput,
        response: { 200: csvImportResultDto },
        description:
          'Imports every row in one transaction, or none (400 listing the bad rows). Duplicates ' +
          'by email are skipped or update the existing donor (blank cells never erase).',
      },
    },
    (request) =>
      importDonors({
        db,
        csv: request.body.csv,
        onDuplicate: request.body.onDuplicate,
        ...staffAction(request, clock),
        untrustedWork: app.untrustedWork,
      }),
  );
};
