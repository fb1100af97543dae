import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enrollmentTaskListDto } from '../../../domain/admissions/dtos.ts';
import { statusTokenParam } from '../../../domain/waiting-list/schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { fileAnswer } from '../../http/response-schemas.ts';
import { STATUS_REQUESTS } from '../rate-limits/public-rate-limits.ts';
import { privateLinkHook } from '../rate-limits/private-link-hook.ts';
import { viewEnrollmentTaskList } from './enrollment-task-list.ts';
import { firstDayFile } from './first-day-file.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/**
 * After a seat is accepted, the family's task list and first-day calendar file, through the
 * status link (public: its token is the only key); never cached or indexed, counted per address.
 */
export const enrollmentTaskRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;
  app.addHook('onRequest', privateLinkHook(STATUS_REQUESTS, { db, clock }));

  app.get(
    '/api/waiting-list/status/:token/tasks',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: statusTokenParam,
        description:
          'The task list after an accepted seat (agreement, papers, visit, first day), or null.',
        response: { 200: enrollmentTaskListDto },
      },
    },
    (request) => viewEnrollmentTaskList({ db, token: request.params.token, now: clock.now() }),
  );

  app.get(
    '/api/waiting-list/status/:token/first-day.ics',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: statusTokenParam,
        description: 'The first day of the accepted seat’s term as an all-day calendar event.',
        response: { 200: fileAnswer('text/calendar', 'An iCalendar file with one event') },
      },
    },
    async (request, reply) => {
      const { filename, text } = await firstDayFile({
        db,
        token: request.params.token,
        now: clock.now(),
        publicUrl: config.publicUrl,
        supportEmail: config.site.supportEmail,
      });
      return reply
        .type(CALENDAR_TYPE)
        .header('content-disposition', attachmentHeader(filename))
        .send(text);
    },
  );
};
