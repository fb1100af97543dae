import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkCodeInput,
  codeMailedDto,
  linkGateDto,
  passcodeInput,
  requestCodeInput,
  visitorPassDto,
} from '../../../domain/sharing/link-protection.ts';
import { shareTokenParam } from '../../../domain/sharing/schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { noContent } from '../../http/response-schemas.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { checkLinkCode } from './check-link-code.ts';
import { isStaffVisit } from './is-staff-visit.ts';
import { checkLinkPasscode } from './check-link-passcode.ts';
import { readLinkGate, recordLinkHeartbeat } from './link-gate.ts';
import { mailLinkCode } from './mail-link-code.ts';
import { readVisitorPass } from './visitor-passes.ts';

/**
 * A protected link's gate (ADR 049): what it asks, the passcode, the mailed code, and the page's
 * heartbeats. Public: the token is the key, and every guess is counted before it is checked. The
 * device's pass travels in the x-visitor-pass header, never a cookie (ADR 005). Registered inside
 * sharedViewRoutes, so its answers are no-store and unindexed too.
 */
export const linkGateRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, config } = deps;

  app.get(
    '/api/shared/:token/gate',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: { params: shareTokenParam, response: { 200: linkGateDto } },
    },
    (request) =>
      readLinkGate({
        db,
        token: request.params.token,
        passToken: readVisitorPass(request.headers),
        now: clock.now(),
      }),
  );

  app.post(
    '/api/shared/:token/passcode',
    {
      config: { public: true },
      schema: { params: shareTokenParam, body: passcodeInput, response: { 200: visitorPassDto } },
    },
    (request) =>
      checkLinkPasscode({
        db,
        token: request.params.token,
        passcode: request.body.passcode,
        passToken: readVisitorPass(request.headers),
        ipAddress: request.ip,
        now: clock.now(),
      }),
  );

  app.post(
    '/api/shared/:token/email-code',
    {
      config: { public: true },
      schema: { params: shareTokenParam, body: requestCodeInput, response: { 202: codeMailedDto } },
    },
    async (request, reply) => {
      const sent = await mailLinkCode({
        db,
        token: request.params.token,
        email: request.body.email,
        language: request.body.language ?? 'en',
        ipAddress: request.ip,
        now: clock.now(),
        canDeliverMail: canDeliverMail(config.mail),
      });
      return reply.status(202).send(sent);
    },
  );

  app.post(
    '/api/shared/:token/email-code/check',
    {
      config: { public: true },
      schema: { params: shareTokenParam, body: checkCodeInput, response: { 200: visitorPassDto } },
    },
    (request) =>
      checkLinkCode({
        db,
        token: request.params.token,
        email: request.body.email,
        code: request.body.code,
        passToken: readVisitorPass(request.headers),
        ipAddress: request.ip,
        now: clock.now(),
      }),
  );

  app.post(
    '/api/shared/:token/heartbeat',
    {
      config: { public: true },
      schema: { params: shareTokenParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await recordLinkHeartbeat({
        db,
        token: request.params.token,
        passToken: readVisitorPass(request.headers),
        isStaffPreview: () =>
          isStaffVisit({ db, authorization: request.headers.authorization, now: clock.now() }),
        now: clock.now(),
      });
      return reply.status(204).send(null);
    },
  );
};
