import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../domain/common/text-fields.ts';
import {
  familyVisitsDto,
  staffBookingDto,
  staffSessionDetailDto,
  staffSessionsDto,
  visitEventDto,
  visitEventsDto,
  visitsTodayDto,
} from '../../../domain/visits/dtos.ts';
import {
  attendanceInput,
  sessionRangeQuery,
  visitEventInput,
} from '../../../domain/visits/schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { sendCsv } from '../../http/attachment.ts';
import { fileAnswer } from '../../http/response-schemas.ts';
import { staffAction } from '../../http/staff-action.ts';
import { listFamilyVisits } from './family-visits.ts';
import { exportSessionsCsv } from './sessions-csv.ts';
import { markAttendance } from './staff-attendance.ts';
import { getStaffSession } from './staff-session-detail.ts';
import { listStaffSessions } from './staff-sessions-list.ts';
import { archiveVisitEvent } from './visit-events-archive.ts';
import { createVisitEvent } from './visit-events-create.ts';
import { listVisitEvents } from './visit-events-list.ts';
import { updateVisitEvent } from './visit-events-update.ts';
import { visitsToday } from './visits-today.ts';

const admissions = { permission: 'admissions' } as const;

const RANGE_HELP =
  '`from` and `to` are America/Chicago days (YYYY-MM-DD), both included; by default today to ' +
  '30 days on. 400 when `to` is before `from` or the range is over 366 days.';

/**
 * What admissions staff do with visits (ADR 052): define events, see each session and who
 * booked, mark attendance, export, and see a family's visits. Answers hold families' details,
 * so no cache keeps them.
 */
export const staffVisitRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/visit-events',
    {
      config: admissions,
      schema: {
        description: 'Every visit event, live ones first and archived ones last.',
        response: { 200: visitEventsDto },
      },
    },
    () => listVisitEvents(db),
  );

  app.post(
    '/api/visit-events',
    {
      config: admissions,
      schema: {
        body: visitEventInput,
        description:
          'Creates a visit event and its sessions up to 90 days ahead. Its address (slug) is made ' +
          'from the English title (a-z, 0-9, hyphens, at most 60), made unique with -2, -3…; ' +
          '"booking" is never used. Virtual visits need a meeting link, in-person ones an address.',
        response: { 201: visitEventDto },
      },
    },
    async (request, reply) => {
      const event = await createVisitEvent({
        db,
        input: request.body,
        ...staffAction(request, clock),
      });
      return reply.status(201).send(event);
    },
  );

  app.patch(
    '/api/visit-events/:id',
    {
      config: admissions,
      schema: {
        params: idParam,
        body: visitEventInput,
        description:
          'Changes a visit event. Titles, descriptions, place, link and languages change at once. ' +
          'When the days, time, duration, seats or cut-off change, future sessions nobody booked ' +
          'are deleted and made again from the new rule; future sessions with any booking are ' +
          'kept as they are (time, seats and cut-off), so no family loses its seat. The slug ' +
          'does not change.',
        response: { 200: visitEventDto },
      },
    },
    (request) =>
      updateVisitEvent({
        db,
        id: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
      }),
  );

  app.post(
    '/api/visit-events/:id/archive',
    {
      config: admissions,
      schema: {
        params: idParam,
        description:
          'Archives a visit event: it leaves the public pages and gets no new sessions. Its ' +
          'future sessions nobody booked are deleted; sessions with bookings stay.',
        response: { 200: visitEventDto },
      },
    },
    (request) => archiveVisitEvent({ db, id: request.params.id, ...staffAction(request, clock) }),
  );

  app.get(
    '/api/visit-sessions',
    {
      config: admissions,
      schema: {
        querystring: sessionRangeQuery,
        description: `The sessions of a range of days by start time, with their numbers. ${RANGE_HELP}`,
        response: { 200: staffSessionsDto },
      },
    },
    (request) => listStaffSessions({ db, query: request.query, now: clock.now() }),
  );

  // A static path: find-my-way matches it before the `/:id` route below.
  app.get(
    '/api/visit-sessions/export.csv',
    {
      config: admissions,
      schema: {
        querystring: sessionRangeQuery,
        description: `Every booking of the sessions in a range of days, one row each. ${RANGE_HELP}`,
        response: { 200: fileAnswer('text/csv', 'The bookings of the range as CSV') },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportSessionsCsv({
        db,
        query: request.query,
        ...staffAction(request, clock),
      });
      return sendCsv(reply, filename, csv);
    },
  );

  app.get(
    '/api/visit-sessions/:id',
    {
      config: admissions,
      schema: {
        params: idParam,
        description:
          'A session with every booking: booked, offered, waiting, then cancelled, each in the ' +
          'order it came, with the waiting-list entry of the same email address.',
        response: { 200: staffSessionDetailDto },
      },
    },
    (request) => getStaffSession({ db, id: request.params.id }),
  );

  app.patch(
    '/api/visit-bookings/:id/attendance',
    {
      config: admissions,
      schema: {
        params: idParam,
        body: attendanceInput,
        description:
          'Marks whether a booked family came (true, false, or null for not marked). 409 before ' +
          'the session has started, and for a booking that is not booked.',
        response: { 200: staffBookingDto },
      },
    },
    (request) =>
      markAttendance({
        db,
        id: request.params.id,
        attended: request.body.attended,
        ...staffAction(request, clock),
      }),
  );

  app.get(
    '/api/waiting-list/:id/visits',
    {
      config: admissions,
      schema: {
        params: idParam,
        description:
          "The visits booked with the entry's email address (any case), newest session first.",
        response: { 200: familyVisitsDto },
      },
    },
    (request) => listFamilyVisits({ db, entryId: request.params.id }),
  );

  app.get(
    '/api/visits-today',
    {
      config: admissions,
      schema: {
        description:
          "Today's numbers (America/Chicago): held sessions, people booked, booked families " +
          'who asked for an accommodation, and families waiting.',
        response: { 200: visitsTodayDto },
      },
    },
    () => visitsToday({ db, now: clock.now() }),
  );
};
