import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  declineSigningInput,
  signDocumentInput,
  signingTokenParam,
} from '../../../domain/esign/schemas.ts';
import { signingViewDto } from '../../../domain/esign/dtos.ts';
import { recordAssentInput } from '../../../domain/esign/enrollment-agreement.ts';
import { identityCodeInput, identityCodeSentDto } from '../../../domain/esign/signer-identity.ts';
import { recordLearnerAssent } from './learner-assent.ts';
import type { AppDeps } from '../../deps.ts';
import { fileAnswer } from '../../http/response-schemas.ts';
import { declineSigning } from './decline-signing.ts';
import { downloadSignedCopy } from './download-signed-copy.ts';
import { signingDocumentOriginal, signingDocumentSigned } from './envelope-document-files.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { privateLinkHook } from '../rate-limits/private-link-hook.ts';
import { SIGNING_REQUESTS } from '../rate-limits/public-rate-limits.ts';
import { signDocument } from './sign-document.ts';
import { confirmSignerIdentity } from './confirm-signer-identity.ts';
import { mailIdentityCode } from './mail-identity-code.ts';
import { viewSigningRequest } from './view-signing-request.ts';

/**
 * The built-in signing page's API (public: the token is the only key). Every answer, errors
 * included, is neither cached nor indexed, and every request counts against its IP address.
 */
export const signRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, config } = deps;
  const visitorOf = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.addHook('onRequest', privateLinkHook(SIGNING_REQUESTS, { db, clock }));

  app.get(
    '/api/sign/:token',
    // No HEAD twin: a HEAD request would otherwise mark the request delivered.
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: signingTokenParam,
        description:
          'The agreement to sign; the first opening records `delivered` with IP and user agent. ' +
          'A signed, declined, voided or expired link answers canSign false with a `reason`.',
        response: { 200: signingViewDto },
      },
    },
    (request) =>
      viewSigningRequest({
        db,
        token: request.params.token,
        visitor: visitorOf(request),
        now: clock.now(),
      }),
  );

  app.post(
    '/api/sign/:token',
    {
      config: { public: true },
      schema: {
        params: signingTokenParam,
        body: signDocumentInput,
        description:
          'Signs: fullName, optional title, signatureType typed (default) or drawn with a PNG ' +
          'data URL in signatureImage, and consent: true. Builds the signed PDF.',
        response: { 200: signingViewDto },
      },
    },
    (request) =>
      signDocument({
        db,
        config,
        token: request.params.token,
        input: request.body,
        visitor: visitorOf(request),
        now: clock.now(),
        untrustedWork: app.untrustedWork,
      }),
  );

  app.post(
    '/api/sign/:token/decline',
    {
      config: { public: true },
      schema: {
        params: signingTokenParam,
        body: declineSigningInput,
        response: { 200: signingViewDto },
      },
    },
    (request) =>
      declineSigning({
        db,
        config,
        token: request.params.token,
        reason: request.body.reason,
        visitor: visitorOf(request),
        now: clock.now(),
      }),
  );

  app.post(
    '/api/sign/:token/identity-code',
    {
      config: { public: true },
      schema: {
        params: signingTokenParam,
        description:
          'On an envelope that asks (identityCheck email-code): mails a one-time code to the ' +
          "address this link was sent to, in the signer's language. 429 past the mails allowed.",
        response: { 202: identityCodeSentDto },
      },
    },
    async (request, reply) => {
      const sent = await mailIdentityCode({
        db,
        config,
        token: request.params.token,
        now: clock.now(),
      });
      return reply.code(202).send(sent);
    },
  );

  app.post(
    '/api/sign/:token/identity-code/check',
    {
      config: { public: true },
      schema: {
        params: signingTokenParam,
        body: identityCodeInput,
        description:
          'Checks the mailed code (400 wrong or expired, 429 past the attempts allowed); a ' +
          "right one records the signer's identity as confirmed and answers the open view.",
        response: { 200: signingViewDto },
      },
    },
    (request) =>
      confirmSignerIdentity({
        db,
        token: request.params.token,
        code: request.body.code,
        visitor: visitorOf(request),
        now: clock.now(),
      }),
  );

  app.post(
    '/api/sign/:token/assent',
    {
      config: { public: true },
      schema: {
        params: signingTokenParam,
        body: recordAssentInput,
        description:
          "A family's enrollment agreement: records the learner's assent (the first name they " +
          'wrote and the words they were shown) as its own step, once per envelope.',
        response: { 200: signingViewDto },
      },
    },
    (request) =>
      recordLearnerAssent({
        db,
        token: request.params.token,
        learnerName: request.body.learnerName,
        language: request.body.language,
        visitor: visitorOf(request),
        now: clock.now(),
      }),
  );

  app.get(
    '/api/sign/:token/download',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: signingTokenParam,
        description: "The signer's copy of the signed PDF, for 30 days after signing.",
        response: { 200: fileAnswer('application/pdf', "The signer's copy of the signed PDF") },
      },
    },
    async (request, reply) => {
      const { filename, data } = await downloadSignedCopy({
        db,
        token: request.params.token,
        now: clock.now(),
      });
      return sendPdf(reply, filename, data);
    },
  );

  const documentParams = signingTokenParam.extend({ documentId: z.uuid() });
  app.get(
    '/api/sign/:token/documents/:documentId',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: documentParams,
        description:
          "One of the envelope's partner PDFs as it was sent, for the signing page to draw; " +
          'while the person may act or waits for the others.',
        response: { 200: fileAnswer('application/pdf', 'The PDF as it was sent') },
      },
    },
    async (request, reply) => {
      const { filename, data } = await signingDocumentOriginal({
        db,
        token: request.params.token,
        documentId: request.params.documentId,
        now: clock.now(),
      });
      return sendPdf(reply, filename, data);
    },
  );

  app.get(
    '/api/sign/:token/documents/:documentId/signed',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: documentParams,
        description: "A partner PDF's signed and sealed copy, for 30 days after completion.",
        response: { 200: fileAnswer('application/pdf', 'The signed and sealed copy') },
      },
    },
    async (request, reply) => {
      const { filename, data } = await signingDocumentSigned({
        db,
        token: request.params.token,
        documentId: request.params.documentId,
        now: clock.now(),
      });
      return sendPdf(reply, filename, data);
    },
  );
};
