import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordInput,
} from '../../../domain/auth/account-security.ts';
import { forgotPasswordDto } from '../../../domain/auth/account-security-dtos.ts';
import type { AppDeps } from '../../deps.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { createAfterAnswer } from './after-answer.ts';
import { limitPasswordResetRequests, sendPasswordReset } from './request-password-reset.ts';

/**
 * "Forgot password?" answers 202 with one sentence whatever the address, at once: the link, the
 * mail and the audit row for a known address are made after the answer has gone out, so the
 * answer costs the same work, and the same time, for every address (ADR 031).
 */
export const forgotPasswordRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;
  const mail = { publicUrl: config.publicUrl, canDeliverMail: canDeliverMail(config.mail) };
  const afterAnswer = createAfterAnswer(
    app,
    'A password reset could not be prepared; the person can ask again.',
  );

  app.post(
    '/api/account/forgot-password',
    {
      config: { public: true },
      schema: { body: forgotPasswordInput, response: { 202: forgotPasswordDto } },
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 202) return;
        const { email } = request.body;
        afterAnswer(() => sendPasswordReset({ db, email, now: clock.now(), mail }), request.log);
      },
    },
    async (request, reply) => {
      await limitPasswordResetRequests({ db, ipAddress: request.ip, now: clock.now() });
      return reply.status(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );
};
