import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageDto, outboxMessageSummaryDto } from '../../../domain/mail/dtos.ts';
import { outboxListQuery } from '../../../domain/mail/mail.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { staffAction } from '../../http/staff-action.ts';
import { canDeliverMail } from './mail-status.ts';
import { openOutboxMessage } from './open-outbox-message.ts';
import { listOutboxMessages, retryOutboxMessage } from './outbox.service.ts';

/** The outbox as admins see it in Settings; admin-only through the global guard. */
export const mailRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, config } = deps;

  app.get(
    '/api/outbox',
    {
      config: { permission: 'owner' },
      schema: {
        querystring: outboxListQuery,
        description:
          'Outgoing mail newest first, optionally one status, without bodies; X-Total-Count is the number of all matches.',
        response: { 200: z.array(outboxMessageSummaryDto) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listOutboxMessages({ db, query: request.query });
      return reply.header('x-total-count', String(total)).send(items);
    },
  );

  app.get(
    '/api/outbox/:id',
    {
      config: { permission: 'owner' },
      schema: {
        params: idParam,
        description:
          'One message with its body. Opening one that holds a signing, status or share link is audited.',
        response: { 200: outboxMessageDto },
      },
    },
    (request) =>
      openOutboxMessage({
        db,
        id: request.params.id,
        ...staffAction(request, clock),
      }),
  );

  app.post(
    '/api/outbox/:id/retry',
    {
      config: { permission: 'owner' },
      schema: {
        params: idParam,
        description: 'Queues a failed message again with fresh attempts; 409 unless it failed.',
        response: { 200: outboxMessageSummaryDto },
      },
    },
    (request) =>
      retryOutboxMessage({
        db,
        id: request.params.id,
        ...staffAction(request, clock),
        canDeliver: canDeliverMail(config.mail),
      }),
  );
};
