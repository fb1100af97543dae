import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  countersignerDto,
  envelopeStatusDto,
  esignConfigDto,
  signerReminderDto,
} from '../../../domain/esign/dtos.ts';
import { STALLED_SIGNATURE_DAYS, todayItemDto } from '../../../domain/today/today-items.ts';
import { sendForSignatureInput, voidEnvelopeInput } from '../../../domain/esign/schemas.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { fileAnswer } from '../../http/response-schemas.ts';
import { checkEnvelopeStatus } from './check-envelope-status.ts';
import {
  recordConnectReceived,
  recordConnectRefused,
} from '../settings/docusign-connect-deliveries.ts';
import { docusignWebhookRoutes } from './docusign/webhook.routes.ts';
import { downloadSignedPdf } from './download-signed-pdf.ts';
import { staffEnvelopeDocument } from './envelope-document-files.ts';
import { listCountersigners } from './list-countersigners.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { recordConnectEvent } from './record-connect-event.ts';
import { sendForSignature } from './send-for-signature.ts';
import { signRoutes } from './sign.routes.ts';
import { stalledSigners } from './stalled-signers.ts';
import { sendStaffReminder } from './staff-reminder.ts';
import { verifyRoutes } from './verify.routes.ts';
import { voidEnvelope } from './void-envelope.ts';

/**
 * The e-signature panel's calls (admin spec §7). The paths say DocuSign, as the spec's client
 * calls them, but they serve whichever provider is in use; admin-only through the global guard.
 */
export const esignRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, config } = deps;
  const visitorOf = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.get(
    '/api/docusign/config',
    {
      config: { permission: 'partnerships' },
      schema: {
        description:
          '`configured`: the four DOCUSIGN_* settings are present; `provider`: the one that ' +
          'sends new requests (docusign, or builtin: our own signing page).',
        response: { 200: esignConfigDto },
      },
    },
    () => ({ configured: Boolean(config.docusign), provider: deps.esign.name }),
  );

  app.get(
    '/api/docusign/countersigners',
    {
      config: { permission: 'partnerships' },
      schema: {
        description:
          'Active staff accounts (id, name, email) who can countersign an NDA for the organisation.',
        response: { 200: z.array(countersignerDto) },
      },
    },
    () => listCountersigners(db),
  );

  app.get(
    '/api/docusign/stalled',
    {
      config: { permission: 'partnerships' },
      schema: {
        description:
          'Signers of open NDAs and data-room NDAs (built-in signing page) whose link went out ' +
          `at least ${STALLED_SIGNATURE_DAYS} days ago and whom no member of staff has reminded ` +
          'since, oldest first: the Today page\'s "Signatures waiting too long" (ADR 053).',
        response: { 200: z.array(todayItemDto) },
      },
    },
    () => stalledSigners({ db, now: clock.now() }),
  );

  app.post(
    '/api/docusign/reminders/:id',
    {
      config: { permission: 'partnerships' },
      schema: {
        params: idParam,
        description:
          'Sends this signer (a recipient id) the signing reminder now, the mail the reminder ' +
          'job sends; the next automatic one moves 3 days on. 409 once they signed or declined, ' +
          'before their turn, when the request is closed, at DocuSign, or their link expired.',
        response: { 200: signerReminderDto },
      },
    },
    (request) =>
      sendStaffReminder({
        db,
        config,
        recipientId: request.params.id,
        staffUserId: requireAdmin(request).user.id,
        now: clock.now(),
      }),
  );

  app.post(
    '/api/docusign/send/:id',
    {
      config: { permission: 'partnerships' },
      schema: {
        params: idParam,
        body: sendForSignatureInput,
        description:
          'Sends the NDA for signature; signer name and email default to the partner contact. ' +
          'Optional: countersignerId (a staff account, who signs after the signer, or at the ' +
          'same time with signingOrder "parallel") and ccEmails (they get the signed PDF). ' +
          'The document becomes Pending Signature and its text is frozen. 409 while a request ' +
          'is open or once the NDA is completed.',
        response: { 201: envelopeStatusDto },
      },
    },
    async (request, reply) => {
      const envelope = await sendForSignature({
        db,
        provider: deps.esign,
        documentId: request.params.id,
        input: request.body,
        admin: requireAdmin(request).user,
        visitor: visitorOf(request),
        now: clock.now(),
      });
      return reply.status(201).send(envelope);
    },
  );

  app.get(
    '/api/docusign/status/:id',
    {
      config: { permission: 'partnerships' },
      schema: {
        params: idParam,
        description:
          "The envelope's status and times from the provider; a change is recorded on the " +
          'document (completed → Completed; declined or voided → Sent).',
        response: { 200: envelopeStatusDto },
      },
    },
    (request) =>
      checkEnvelopeStatus({
        deps,
        documentId: request.params.id,
        admin: requireAdmin(request).user,
      }),
  );

  app.post(
    '/api/docusign/void/:id',
    {
      config: { permission: 'partnerships' },
      schema: {
        params: idParam,
        body: voidEnvelopeInput,
        description:
          'Voids the open request (sent or delivered; 409 otherwise); the NDA goes back to Sent.',
        response: { 200: envelopeStatusDto },
      },
    },
    (request) =>
      voidEnvelope({
        deps,
        documentId: request.params.id,
        reason: request.body.reason,
        admin: requireAdmin(request).user,
        visitor: visitorOf(request),
      }),
  );

  app.get(
    '/api/docusign/download/:id',
    {
      config: { permission: 'partnerships' },
      schema: {
        params: idParam,
        description:
          'The signed PDF with its certificate of completion; 409 until the request is completed.',
        response: {
          200: fileAnswer('application/pdf', 'The signed PDF with its certificate of completion'),
        },
      },
    },
    async (request, reply) => {
      const { filename, data } = await downloadSignedPdf({ deps, documentId: request.params.id });
      return sendPdf(reply, filename, data);
    },
  );

  const envelopeDocumentParams = z.object({ id: z.uuid(), documentId: z.uuid() });
  for (const which of ['signed', 'original'] as const) {
    app.get(
      which === 'signed'
        ? '/api/docusign/download/:id/documents/:documentId'
        : '/api/docusign/download/:id/documents/:documentId/original',
      {
        config: { permission: 'partnerships' },
        schema: {
          params: envelopeDocumentParams,
          description:
            which === 'signed'
              ? "A partner PDF of the NDA's envelope with its fields drawn in and sealed; 409 " +
                'until everyone has signed.'
              : "A partner PDF of the NDA's envelope exactly as it was sent.",
          response: { 200: fileAnswer('application/pdf', 'The PDF') },
        },
      },
      async (request, reply) => {
        const { filename, data } = await staffEnvelopeDocument({
          db,
          ndaDocumentId: request.params.id,
          documentId: request.params.documentId,
          which,
        });
        return sendPdf(reply, filename, data);
      },
    );
  }

  await app.register(verifyRoutes, { deps });
  await app.register(signRoutes, { deps });
  // DocuSign Connect (public, HMAC-verified): each verified status is recorded as a check would,
  // and every message, verified or refused, for Settings › Integrations.
  await app.register(docusignWebhookRoutes, {
    deps,
    onEnvelopeStatus: (event) => recordConnectEvent({ db, event, now: clock.now() }),
    onDelivery: (delivery) =>
      delivery.accepted
        ? recordConnectReceived({ db, event: delivery.event, now: clock.now() })
        : recordConnectRefused({ db, reason: delivery.reason, now: clock.now() }),
  });
};
