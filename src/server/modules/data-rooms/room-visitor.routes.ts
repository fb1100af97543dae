import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  roomCodeInput,
  roomDocumentParams,
  roomTokenParam,
} from '../../../domain/data-rooms/data-rooms.ts';
import {
  openedDocumentDto,
  roomCodeSentDto,
  roomContentsDto,
  roomGateDto,
  roomPassDto,
} from '../../../domain/data-rooms/dtos.ts';
import { VISITOR_PASS_HEADER } from '../../../domain/sharing/link-protection.ts';
import type { AppDeps } from '../../deps.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { fileAnswer, noContent } from '../../http/response-schemas.ts';
import { privateLinkHook } from '../rate-limits/private-link-hook.ts';
import type { PublicRateLimit } from '../rate-limits/public-rate-limits.ts';
import { checkRoomCode, roomGate, sendRoomCode } from './room-gate.ts';
import {
  downloadRoomDocument,
  openRoomDocument,
  roomContents,
  roomHeartbeat,
} from './room-visit.ts';

/**
 * Reading a room with a heartbeat every HEARTBEAT_SECONDS is about 40 requests in ten minutes;
 * a script trying room links is stopped.
 */
const ROOM_REQUESTS: PublicRateLimit = {
  prefix: 'data-room',
  limit: 240,
  windowMs: 10 * 60_000,
  refusal: (retry) => `Too many requests from your connection. Please wait ${retry}.`,
};

type Request = { ip: string; headers: Record<string, string | string[] | undefined> };
const passOf = (request: Request) => {
  const value = request.headers[VISITOR_PASS_HEADER];
  return typeof value === 'string' ? value : undefined;
};
const connectionOf = (request: Request) => ({
  ipAddress: request.ip,
  userAgent:
    typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
});

/**
 * The invitee's side of a data room (ADR 049): public, the room link is the key. Nothing of the
 * contents answers before the member's NDA is completed and this device proved their address
 * (requireRoomVisitor). Never cached or indexed; counted per address. No HEAD twins: a HEAD
 * would count as an opening or a download.
 */
export const roomVisitorRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;
  app.addHook('onRequest', privateLinkHook(ROOM_REQUESTS, { db, clock }));

  app.get(
    '/api/room/:token',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: roomTokenParam,
        description:
          'What the room asks of this device: the NDA first (with the signing page), then the ' +
          'mailed code. Records nothing.',
        response: { 200: roomGateDto },
      },
    },
    (request) =>
      roomGate({ db, token: request.params.token, passToken: passOf(request), now: clock.now() }),
  );

  app.post(
    '/api/room/:token/code',
    {
      config: { public: true },
      schema: {
        params: roomTokenParam,
        description:
          "Mails a 6-digit code to the invitee's own address (never a typed one); 403 before " +
          'the NDA is signed, 429 after several mails.',
        response: { 200: roomCodeSentDto },
      },
    },
    (request) => sendRoomCode({ db, config, token: request.params.token, now: clock.now() }),
  );

  app.post(
    '/api/room/:token/code/check',
    {
      config: { public: true },
      schema: {
        params: roomTokenParam,
        body: roomCodeInput,
        description: `A right code gives this device a pass, sent from then on in ${VISITOR_PASS_HEADER}.`,
        response: { 200: roomPassDto },
      },
    },
    (request) =>
      checkRoomCode({
        db,
        token: request.params.token,
        code: request.body.code,
        ipAddress: request.ip,
        now: clock.now(),
      }),
  );

  app.get(
    '/api/room/:token/contents',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: roomTokenParam,
        description: 'Folders and documents; 403 before the NDA is signed or without a pass.',
        response: { 200: roomContentsDto },
      },
    },
    (request) =>
      roomContents({
        db,
        token: request.params.token,
        passToken: passOf(request),
        connection: connectionOf(request),
        now: clock.now(),
      }),
  );

  app.get(
    '/api/room/:token/documents/:documentId',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: roomDocumentParams,
        description: 'One document opened in the page (its text; an uploaded PDF its facts).',
        response: { 200: openedDocumentDto },
      },
    },
    (request) =>
      openRoomDocument({
        db,
        token: request.params.token,
        documentId: request.params.documentId,
        passToken: passOf(request),
        connection: connectionOf(request),
        now: clock.now(),
      }),
  );

  app.get(
    '/api/room/:token/documents/:documentId/download',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: roomDocumentParams,
        description:
          "The document as a PDF stamped with the invitee's address, the time and the room on " +
          'every page; 403 when its downloads are off.',
        response: { 200: fileAnswer('application/pdf', 'The watermarked PDF') },
      },
    },
    async (request, reply) => {
      const { filename, data } = await downloadRoomDocument({
        db,
        config,
        untrustedWork: app.untrustedWork,
        token: request.params.token,
        documentId: request.params.documentId,
        passToken: passOf(request),
        connection: connectionOf(request),
        now: clock.now(),
      });
      return sendPdf(reply, filename, data);
    },
  );

  app.post(
    '/api/room/:token/documents/:documentId/heartbeat',
    {
      config: { public: true },
      schema: {
        params: roomDocumentParams,
        description: 'The document is visible: adds at most HEARTBEAT_SECONDS of reading time.',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await roomHeartbeat({
        db,
        token: request.params.token,
        documentId: request.params.documentId,
        passToken: passOf(request),
        connection: connectionOf(request),
        now: clock.now(),
      });
      return reply.status(204).send(null);
    },
  );
};
