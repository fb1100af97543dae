import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acknowledgmentInput, statementInput } from '../../../../domain/crm/outreach-schemas.ts';
import { stewardshipLetterDto } from '../../../../domain/crm/donor-dtos.ts';
import { idParam } from '../../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../../deps.ts';
import { requireAdmin } from '../../../http/auth-guard.ts';
import { staffAction } from '../../../http/staff-action.ts';
import { fileAnswer } from '../../../http/response-schemas.ts';
import { actorOf } from '../../audit/audit.service.ts';
import { sendPdf } from '../../../http/pdf-reply.ts';
import { letterMailingOf } from './store-letter.ts';
import { previewStatement, sendStatement } from './giving-statement.ts';
import { previewAcknowledgment, sendAcknowledgment } from './send-acknowledgment.ts';
import { readLetterPdf } from './read-letter-pdf.ts';

export const stewardshipRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;
  const mailing = letterMailingOf(config);

  app.post(
    '/api/donations/:id/acknowledgment',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        // A POST without a body arrives as null: that is a first send.
        body: acknowledgmentInput.nullish(),
        response: { 201: stewardshipLetterDto },
        description:
          'Mails the thank-you letter (text) through the outbox, keeps the PDF and sets ' +
          'acknowledgmentSent/Date. 409 when already acknowledged, unless `resend: true`.',
      },
    },
    async (request, reply) => {
      const actor = actorOf(requireAdmin(request));
      const letter = await sendAcknowledgment({
        db,
        donationId: request.params.id,
        resend: request.body?.resend ?? false,
        actor,
        mailing,
        now: clock.now(),
      });
      return reply.status(201).send(letter);
    },
  );

  app.get(
    '/api/donations/:id/acknowledgment.pdf',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        response: { 200: fileAnswer('application/pdf', 'The thank-you letter (a preview)') },
        description:
          'The thank-you letter as Send would make it now, to read first. Nothing is mailed or ' +
          'recorded; 409 as for sending (no EIN for a receipt, a pending or cancelled gift).',
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await previewAcknowledgment({
        db,
        donationId: request.params.id,
        ...staffAction(request, clock),
      });
      return sendPdf(reply, filename, pdf);
    },
  );

  app.get(
    '/api/donors/:id/statement.pdf',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        querystring: statementInput,
        response: { 200: fileAnswer('application/pdf', 'The giving statement (a preview)') },
        description:
          'The giving statement for the period as PDF, to check before sending. Audited as an export.',
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await previewStatement({
        db,
        donorId: request.params.id,
        period: request.query,
        ...staffAction(request, clock),
      });
      return sendPdf(reply, filename, pdf);
    },
  );

  app.post(
    '/api/donors/:id/statements',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        body: statementInput,
        response: { 201: stewardshipLetterDto },
        description:
          'Mails the giving statement for the period, keeps the PDF and sets taxReceiptSent/Date ' +
          'on its gifts. 409 when the period has no completed gifts.',
      },
    },
    async (request, reply) => {
      const actor = actorOf(requireAdmin(request));
      const letter = await sendStatement({
        db,
        donorId: request.params.id,
        period: request.body,
        actor,
        mailing,
        now: clock.now(),
      });
      return reply.status(201).send(letter);
    },
  );

  app.get(
    '/api/stewardship-letters/:id/pdf',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        response: { 200: fileAnswer('application/pdf', 'The letter’s PDF') },
        description: 'A letter’s PDF exactly as it was sent.',
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await readLetterPdf({
        db,
        id: request.params.id,
        ...staffAction(request, clock),
      });
      return sendPdf(reply, filename, pdf);
    },
  );
};
