import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { enrollmentAgreementDto, envelopeStatusDto } from '../../../domain/esign/dtos.ts';
import {
  cancelEnrollmentAgreementInput,
  sendEnrollmentAgreementInput,
} from '../../../domain/esign/enrollment-agreement.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { fileAnswer } from '../../http/response-schemas.ts';
import {
  latestEnrollmentAgreement,
  signedEnrollmentAgreementPdf,
} from '../esign/enrollment-agreements.ts';
import { voidEnrollmentAgreement } from '../esign/void-envelope.ts';
import { ndaTemplates } from '../templates/public.ts';
import { sendFamilyEnrollmentAgreement } from './enrollment-agreement.ts';

/** A family's enrollment agreement, for admissions staff on the entry's page (ADR 048). */
export const enrollmentAgreementRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;
  const visitorOf = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.get(
    '/api/admissions/entries/:id/enrollment-agreement',
    {
      config: { permission: 'admissions' },
      schema: {
        params: idParam,
        description:
          "The family's newest enrollment agreement with each guardian's step (null before one " +
          'is sent), and the templates one can be made from.',
        response: { 200: enrollmentAgreementDto },
      },
    },
    async (request) => ({
      agreement: await latestEnrollmentAgreement(db, request.params.id),
      templates: await db
        .select({ id: ndaTemplates.id, name: ndaTemplates.name, isDefault: ndaTemplates.isDefault })
        .from(ndaTemplates)
        .orderBy(asc(ndaTemplates.name)),
    }),
  );

  app.post(
    '/api/admissions/entries/:id/enrollment-agreement',
    {
      config: { permission: 'admissions' },
      schema: {
        params: idParam,
        body: sendEnrollmentAgreementInput,
        description:
          'Merges the template for this learner and sends it to one or two parents or ' +
          'guardians on our signing page, in order or at once, each in their language. 409 ' +
          'before the family accepted a seat or while an agreement is out.',
        response: { 201: envelopeStatusDto },
      },
    },
    async (request, reply) => {
      const envelope = await sendFamilyEnrollmentAgreement({
        db,
        config,
        entryId: request.params.id,
        input: request.body,
        admin: requireAdmin(request).user,
        visitor: visitorOf(request),
        now: clock.now(),
      });
      return reply.status(201).send(envelope);
    },
  );

  app.post(
    '/api/admissions/entries/:id/enrollment-agreement/void',
    {
      config: { permission: 'admissions' },
      schema: {
        params: idParam,
        body: cancelEnrollmentAgreementInput,
        description: "Cancels the family's open enrollment agreement; its links stop working.",
        response: { 200: envelopeStatusDto },
      },
    },
    (request) =>
      voidEnrollmentAgreement({
        deps,
        entryId: request.params.id,
        reason: request.body.reason,
        admin: requireAdmin(request).user,
        visitor: visitorOf(request),
      }),
  );

  app.get(
    '/api/admissions/entries/:id/enrollment-agreement/signed.pdf',
    {
      config: { permission: 'admissions' },
      schema: {
        params: idParam,
        description: 'The sealed PDF of the signed enrollment agreement, with its certificate.',
        response: { 200: fileAnswer('application/pdf', 'The signed enrollment agreement') },
      },
    },
    async (request, reply) => {
      const { filename, data } = await signedEnrollmentAgreementPdf(db, request.params.id);
      return sendPdf(reply, filename, data);
    },
  );
};
