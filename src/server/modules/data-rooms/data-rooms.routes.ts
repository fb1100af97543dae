import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addRoomDocumentInput,
  createFolderInput,
  createRoomInput,
  inviteMemberInput,
  MAX_ROOM_UPLOAD_MB,
  roomIdParams,
  roomItemParams,
  updateRoomDocumentInput,
  roomClosedInput,
} from '../../../domain/data-rooms/data-rooms.ts';
import {
  invitedMemberDto,
  roomDetailDto,
  roomDocumentDto,
  roomFolderDto,
  roomListDto,
  roomSummaryDto,
} from '../../../domain/data-rooms/dtos.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { fileAnswer, noContent } from '../../http/response-schemas.ts';
import { createRoom } from './create-room.ts';
import { inviteMember } from './invite-member.ts';
import { listRooms } from './list-rooms.ts';
import { setRoomClosed } from './close-room.ts';
import { downloadMemberAgreement, revokeMember, roomOfMember } from './member-agreement.ts';
import { addRoomDocument, createFolder, setDocumentDownloads } from './room-contents.ts';
import { getRoomDetail, requireRoom } from './room-detail.ts';
import { readRoomUpload, ROOM_UPLOAD_LIMITS, uploadRoomDocument } from './upload-room-document.ts';

const PERMISSION = { permission: 'partnerships' } as const;

/** Data rooms for staff (ADR 049): rooms, their documents and invitees, and what happened. */
export const dataRoomsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, config } = deps;
  await app.register(multipart, { limits: ROOM_UPLOAD_LIMITS, throwFileSizeLimit: true });
  const adminOf = (request: Parameters<typeof requireAdmin>[0]) => requireAdmin(request).user;

  app.get(
    '/api/data-rooms',
    {
      config: PERMISSION,
      schema: { description: 'Every data room, the newest first.', response: { 200: roomListDto } },
    },
    () => listRooms(db),
  );

  app.post(
    '/api/data-rooms',
    {
      config: PERMISSION,
      schema: {
        body: createRoomInput,
        description: 'A new room, gated by the NDA template each invitee signs first.',
        response: { 201: roomSummaryDto },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createRoom({ db, input: request.body, admin: adminOf(request), now: clock.now() }),
        ),
  );

  app.put(
    '/api/data-rooms/:id/closed',
    {
      config: PERMISSION,
      schema: {
        params: roomIdParams,
        body: roomClosedInput,
        description:
          'Closes the room to every invitee (and to new invitations), or opens it again; ' +
          'invitees, signed NDAs and activity stay.',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await setRoomClosed({
        db,
        roomId: request.params.id,
        closed: request.body.closed,
        admin: adminOf(request),
        now: clock.now(),
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/data-rooms/:id',
    {
      config: PERMISSION,
      schema: {
        params: roomIdParams,
        description:
          'The room: folders, documents, invitees with their NDA, the newest activity and the ' +
          'time each invitee spent on each document.',
        response: { 200: roomDetailDto },
      },
    },
    (request) => getRoomDetail(db, request.params.id),
  );

  app.get(
    '/api/data-rooms/members/:id',
    {
      config: PERMISSION,
      schema: {
        params: roomIdParams,
        description: 'The room of an invitee: where the links in signing mails lead staff.',
        response: { 200: z.object({ roomId: z.string() }) },
      },
    },
    (request) => roomOfMember(db, request.params.id),
  );

  app.post(
    '/api/data-rooms/:id/folders',
    {
      config: PERMISSION,
      schema: {
        params: roomIdParams,
        body: createFolderInput,
        description: 'A new folder at the end of the room.',
        response: { 201: roomFolderDto },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createFolder({
          db,
          roomId: request.params.id,
          input: request.body,
          now: clock.now(),
        }),
      ),
  );

  app.post(
    '/api/data-rooms/:id/documents',
    {
      config: PERMISSION,
      schema: {
        params: roomIdParams,
        body: addRoomDocumentInput,
        description: 'Adds an existing NDA or a generated strategy paper to the room.',
        response: { 201: roomDocumentDto },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addRoomDocument({
          db,
          roomId: request.params.id,
          input: request.body,
          admin: adminOf(request),
          now: clock.now(),
        }),
      ),
  );

  app.post(
    '/api/data-rooms/:id/uploads',
    {
      config: PERMISSION,
      schema: {
        params: roomIdParams,
        consumes: ['multipart/form-data'],
        description:
          `multipart/form-data with a PDF in \`file\` (at most ${MAX_ROOM_UPLOAD_MB} MB, read ` +
          'in the untrusted-work pool) and optional `title`, `folderId`, `allowDownload` ' +
          '("false" turns downloads off). 415 for a file that is not a readable PDF.',
        response: { 201: roomDocumentDto },
      },
    },
    async (request, reply) => {
      await requireRoom(db, request.params.id);
      const upload = await readRoomUpload(request);
      const document = await uploadRoomDocument({
        db,
        roomId: request.params.id,
        upload,
        admin: adminOf(request),
        untrustedWork: app.untrustedWork,
        now: clock.now(),
      });
      return reply.status(201).send(document);
    },
  );

  app.patch(
    '/api/data-rooms/:id/documents/:itemId',
    {
      config: PERMISSION,
      schema: {
        params: roomItemParams,
        body: updateRoomDocumentInput,
        description: "Turns a document's downloads on or off.",
        response: { 200: roomDocumentDto },
      },
    },
    (request) =>
      setDocumentDownloads({
        db,
        roomId: request.params.id,
        documentId: request.params.itemId,
        allowDownload: request.body.allowDownload,
        admin: adminOf(request),
        now: clock.now(),
      }),
  );

  app.post(
    '/api/data-rooms/:id/members',
    {
      config: PERMISSION,
      schema: {
        params: roomIdParams,
        body: inviteMemberInput,
        description:
          'Invites a person: their NDA goes out on our signing page, and the room invitation ' +
          'with their room link, both in their language. 409 for an address already invited.',
        response: { 201: invitedMemberDto },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await inviteMember({
          db,
          config,
          roomId: request.params.id,
          input: request.body,
          admin: adminOf(request),
          visitor: { ipAddress: request.ip, userAgent: request.headers['user-agent'] },
          now: clock.now(),
        }),
      ),
  );

  app.delete(
    '/api/data-rooms/:id/members/:itemId',
    {
      config: PERMISSION,
      schema: {
        params: roomItemParams,
        description:
          'Withdraws an invitation: the room link, its device passes and an NDA still out for ' +
          'signature stop working; a signed NDA and the activity stay. 409 when already withdrawn.',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await revokeMember({
        deps,
        roomId: request.params.id,
        memberId: request.params.itemId,
        admin: adminOf(request),
        visitor: { ipAddress: request.ip, userAgent: request.headers['user-agent'] },
        now: clock.now(),
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/data-rooms/:id/members/:itemId/signed-nda',
    {
      config: PERMISSION,
      schema: {
        params: roomItemParams,
        description: "The invitee's signed and sealed NDA; 404 before they signed.",
        response: { 200: fileAnswer('application/pdf', 'The sealed NDA') },
      },
    },
    async (request, reply) => {
      const { filename, data } = await downloadMemberAgreement({
        db,
        roomId: request.params.id,
        memberId: request.params.itemId,
        admin: adminOf(request),
        now: clock.now(),
      });
      return sendPdf(reply, filename, data);
    },
  );
};
