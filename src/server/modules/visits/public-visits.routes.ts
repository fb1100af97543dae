import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingCreatedDto,
  bookingViewDto,
  publicVisitDto,
  publicVisitsDto,
} from '../../../domain/visits/dtos.ts';
import {
  bookingInput,
  bookingTokenParam,
  moveBookingInput,
  visitSlugParam,
  visitsLanguageQuery,
} from '../../../domain/visits/schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { fileAnswer } from '../../http/response-schemas.ts';
import { privateLinkHook } from '../rate-limits/private-link-hook.ts';
import { refuseHoneypot } from '../waiting-list/honeypot.ts';
import { acceptOffer } from './accept-offer.ts';
import { cancelBooking } from './cancel-booking.ts';
import { createBooking } from './create-booking.ts';
import { moveBooking } from './move-booking.ts';
import { findPublicVisit, listPublicVisits } from './public-visit-view.ts';
import { CALENDAR_CONTENT_TYPE } from './visit-calendar.ts';
import { VISIT_BOOKING_LINKS } from './visit-rate-limits.ts';
import { bookingCalendarFile, viewBooking } from './view-booking.ts';

/** Visits families and investors book without an account (ADR 052): the pages' data and the form. */
export const publicVisitRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;

  app.get(
    '/api/visits',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        querystring: visitsLanguageQuery,
        description:
          'Every visit on offer, in the language asked for, with its times open for booking in ' +
          'the next 60 days and how many seats each has left; never who booked.',
        response: { 200: publicVisitsDto },
      },
    },
    async (request) => ({
      visits: await listPublicVisits({ db, language: request.query.language, now: clock.now() }),
    }),
  );

  app.get(
    '/api/visits/:slug',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: visitSlugParam,
        querystring: visitsLanguageQuery,
        description: 'One visit and its open times; 404 for an unknown or archived visit.',
        response: { 200: publicVisitDto },
      },
    },
    (request) =>
      findPublicVisit({
        db,
        slug: request.params.slug,
        language: request.query.language,
        now: clock.now(),
      }),
  );

  app.post(
    '/api/visits/bookings',
    {
      config: { public: true },
      preValidation: refuseHoneypot,
      schema: {
        body: bookingInput,
        description:
          'Books a time: seats when the whole party fits, else its waiting list; the private link ' +
          'comes by email. A call needs the phone number staff ring (400 on `phone` without one); ' +
          'another visit does not keep one. 409 after the cut-off; 20 bookings per IP address an hour.',
        response: { 201: bookingCreatedDto },
      },
    },
    async (request, reply) => {
      const created = await createBooking({
        db,
        input: request.body,
        ipAddress: request.ip,
        config,
        now: clock.now(),
      });
      return reply.status(201).send(created);
    },
  );

  await app.register(bookingLinkRoutes, { deps });
};

/** The booking link's page and its changes: the token is the only key, counted per address. */
const bookingLinkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (links, { deps }) => {
  const { db, clock, config } = deps;
  links.addHook('onRequest', privateLinkHook(VISIT_BOOKING_LINKS, { db, clock }));

  links.get(
    '/api/visits/bookings/:token',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: bookingTokenParam,
        description: 'The booking, its visit and the other times it may move to.',
        response: { 200: bookingViewDto },
      },
    },
    (request) => viewBooking({ db, token: request.params.token, now: clock.now() }),
  );

  links.get(
    '/api/visits/bookings/:token/calendar.ics',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: bookingTokenParam,
        description: 'The booked visit as a calendar file (the one the confirmation carried).',
        response: { 200: fileAnswer('text/calendar', 'An iCalendar file with one event') },
      },
    },
    async (request, reply) => {
      const { filename, text } = await bookingCalendarFile({
        db,
        token: request.params.token,
        publicUrl: config.publicUrl,
      });
      return reply
        .type(CALENDAR_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(filename))
        .send(text);
    },
  );

  /** A change through the link, answered with the booking as it now is. */
  const linkChange = (description: string) => ({
    config: { public: true },
    schema: { params: bookingTokenParam, description, response: { 200: bookingViewDto } },
  });

  links.post(
    '/api/visits/bookings/:token/cancel',
    linkChange(
      '"We cannot come": until the visit starts (409 after). Freed seats are offered to the ' +
        'waiting list while the time is open for booking.',
    ),
    (request) => cancelBooking({ db, token: request.params.token, config, now: clock.now() }),
  );

  links.post(
    '/api/visits/bookings/:token/accept',
    linkChange('Takes an offered seat while the offer holds; 409 once it does not.'),
    (request) => acceptOffer({ db, token: request.params.token, config, now: clock.now() }),
  );

  links.post(
    '/api/visits/bookings/:token/move',
    {
      config: { public: true },
      schema: {
        params: bookingTokenParam,
        body: moveBookingInput,
        description:
          'Moves the booking to another open time of the same visit: seats there if the party ' +
          'fits, else its waiting list; seats freed at the old time are offered.',
        response: { 200: bookingViewDto },
      },
    },
    (request) =>
      moveBooking({
        db,
        token: request.params.token,
        sessionId: request.body.sessionId,
        config,
        now: clock.now(),
      }),
  );
};
