import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import { idParam } from '../../../../domain/common/text-fields.ts';
import { SUPPRESSION_SOURCES } from '../../../../domain/crm/email-suppression.ts';
import type { AppDeps } from '../../../deps.ts';
import { requireAdmin } from '../../../http/auth-guard.ts';
import { fileAnswer } from '../../../http/response-schemas.ts';
import { staffAction } from '../../../http/staff-action.ts';
import { actorOf } from '../../audit/audit.service.ts';
import { sendCsv } from '../import-export/csv-reply.ts';
import {
  listEmailSuppressions,
  staffSuppressDonor,
  suppressionsCsvRows,
} from './suppression-list.ts';

const suppressionDto = z.object({
  donorId: z.string(),
  donorName: z.string(),
  email: z.string().nullable(),
  source: z.enum(SUPPRESSION_SOURCES),
  unsubscribedAt: z.string(),
});

/** The suppression list: who gets no campaign mail. Staff add to it; only a donor leaves it. */
export const emailSuppressionsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock } = deps;

  app.get(
    '/api/email-suppressions',
    {
      config: { permission: 'fundraising' },
      schema: {
        response: { 200: z.array(suppressionDto) },
        description: 'Donors who unsubscribed from campaign mail, newest first.',
      },
    },
    () => listEmailSuppressions(db),
  );

  app.get(
    '/api/crm/export/email-suppressions.csv',
    {
      config: { permission: 'fundraising' },
      schema: {
        response: { 200: fileAnswer('text/csv', 'The suppression list as CSV') },
        description: 'Donors who unsubscribed from campaign mail: name, address, when, how.',
      },
    },
    async (request, reply) => {
      const now = clock.now();
      return sendCsv(
        reply,
        `email-suppressions-${todayIsoDate(now)}.csv`,
        await suppressionsCsvRows(db),
        { db, actor: actorOf(requireAdmin(request)), entity: 'donor', at: now },
      );
    },
  );

  app.post(
    '/api/donors/:id/email-suppression',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        body: z.object({ source: z.enum(['staff', 'reply']) }),
        response: { 200: suppressionDto },
        description:
          "Records the donor's request to get no more campaign mail (asked in person, or by " +
          'reply). There is no way back for staff: only the donor can subscribe again, from ' +
          'the link in a campaign mail.',
      },
    },
    (request) =>
      staffSuppressDonor({
        db,
        donorId: request.params.id,
        source: request.body.source,
        ...staffAction(request, clock),
      }),
  );
};
