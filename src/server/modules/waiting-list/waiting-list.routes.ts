import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  statusLinkRequestInput,
  updateWaitingListEntryInput,
  waitingListExportQuery,
  waitingListInput,
  waitingListQuery,
} from '../../../domain/waiting-list/schemas.ts';
import {
  statusLinkRequestDto,
  waitingListEntryDto,
  waitingListNewEntryDto,
  waitingListPageDto,
  waitingListRepeatDto,
} from '../../../domain/waiting-list/dtos.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { staffAction } from '../../http/staff-action.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { deleteWaitingListEntry } from './delete-entry.ts';
import { exportWaitingListCsv } from './export-csv.ts';
import { getWaitingListEntry } from './get-entry.ts';
import { refuseHoneypot } from './honeypot.ts';
import { listWaitingList } from './list-entries.ts';
import { requestStatusLinks } from './request-status-links.ts';
import { savedApplicationRoutes } from './saved-application.routes.ts';
import { waitingListStatusRoutes } from './status.routes.ts';
import { submitWaitingListEntry } from './submit-entry.ts';
import { updateWaitingListEntry } from './update-entry.ts';
import { sendCsv } from '../../http/attachment.ts';
import { fileAnswer, noContent } from '../../http/response-schemas.ts';

/**
 * The enrollment form's call (public) and the staff workflow (admin-only through the global
 * guard). Every answer holds personal data about a child, so none is stored by a cache.
 */
export const waitingListRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/waiting-list',
    {
      config: { public: true },
      preValidation: refuseHoneypot,
      schema: {
        body: waitingListInput,
        description:
          'Adds a student to a campus waiting list: 201 `{ id, ranking }`. For the same campus, ' +
          'email and student name, 200 `{ alreadyRegistered: true, message }` without id or place, ' +
          'and the family is mailed a new private status link (at most 3 a day per entry).',
        response: { 201: waitingListNewEntryDto, 200: waitingListRepeatDto },
      },
    },
    async (request, reply) => {
      const result = await submitWaitingListEntry({
        db,
        input: request.body,
        ipAddress: request.ip,
        now: clock.now(),
        publicUrl: config.publicUrl,
        supportEmail: config.site.supportEmail,
        canDeliverMail: canDeliverMail(config.mail),
      });
      return reply.status(result.statusCode).send(result.body);
    },
  );

  app.post(
    '/api/waiting-list/link-requests',
    {
      config: { public: true },
      schema: {
        body: statusLinkRequestInput,
        description:
          '"Email me my link" on the status page: mails a new private status link for each open ' +
          'application of the address (at most 3 a day per application). Always 200 `{ message }`, ' +
          'the same sentence and no sooner than 400 ms whether or not the address is known; ' +
          '10 requests per IP address an hour.',
        response: { 200: statusLinkRequestDto },
      },
    },
    (request) =>
      requestStatusLinks({
        db,
        input: request.body,
        ipAddress: request.ip,
        now: clock.now(),
        publicUrl: config.publicUrl,
        supportEmail: config.site.supportEmail,
        canDeliverMail: canDeliverMail(config.mail),
      }),
  );

  app.get(
    '/api/waiting-list',
    {
      config: { permission: 'admissions' },
      schema: { querystring: waitingListQuery, response: { 200: waitingListPageDto } },
    },
    (request) => listWaitingList({ db, query: request.query }),
  );

  // A static path: find-my-way matches it before the `/:id` route below.
  app.get(
    '/api/waiting-list/export.csv',
    {
      config: { permission: 'admissions' },
      schema: {
        querystring: waitingListExportQuery,
        response: { 200: fileAnswer('text/csv', 'The filtered waiting list as CSV') },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportWaitingListCsv({
        db,
        query: request.query,
        ...staffAction(request, clock),
      });
      return sendCsv(reply, filename, csv);
    },
  );

  app.get(
    '/api/waiting-list/:id',
    {
      config: { permission: 'admissions' },
      schema: { params: idParam, response: { 200: waitingListEntryDto } },
    },
    (request) =>
      getWaitingListEntry({
        db,
        id: request.params.id,
        ...staffAction(request, clock),
      }),
  );

  app.patch(
    '/api/waiting-list/:id',
    {
      config: { permission: 'admissions' },
      schema: {
        params: idParam,
        body: updateWaitingListEntryInput,
        response: { 200: waitingListEntryDto },
      },
    },
    (request) =>
      updateWaitingListEntry({
        db,
        id: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
        supportEmail: config.site.supportEmail,
        supportPhone: config.site.phone,
        canDeliverMail: canDeliverMail(config.mail),
      }),
  );

  app.delete(
    '/api/waiting-list/:id',
    {
      config: { permission: 'admissions' },
      schema: { params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteWaitingListEntry({
        db,
        id: request.params.id,
        ...staffAction(request, clock),
      });
      return reply.status(204).send(null);
    },
  );

  await app.register(waitingListStatusRoutes, { deps });
  await app.register(savedApplicationRoutes, { deps });
};
