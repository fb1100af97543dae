import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  offerNextInput,
  offerPreviewQuery,
  offersQuery,
  offerToFamilyInput,
  seatGroupInput,
} from '../../../domain/admissions/schemas.ts';
import {
  enrollmentProgressDto,
  offerDto,
  offerPreviewDto,
  offersMadeDto,
  seatGroupDto,
} from '../../../domain/admissions/dtos.ts';
import { z } from 'zod';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { sendCsv } from '../../http/attachment.ts';
import { staffAction } from '../../http/staff-action.ts';
import { fileAnswer } from '../../http/response-schemas.ts';
import { exportOffersCsv } from './export-offers-csv.ts';
import { listOffersOfEntry } from './list-offers.ts';
import { previewOffers } from './preview-offers.ts';
import { listSeatGroups, saveSeatGroup } from './seat-groups.ts';
import { offerToChosenFamily, offerToNextFamilies } from './staff-offers.ts';
import { offerLinkRoutes } from './offer-link.routes.ts';
import { offerReminderRoutes } from './offer-reminder.routes.ts';
import { enrollmentTaskRoutes } from './enrollment-tasks.routes.ts';
import { enrollmentAgreementRoutes } from './enrollment-agreement.routes.ts';
import { listEnrollmentProgress } from './enrollment-progress.ts';

/** Seats and offers (ADR 021): staff set seats and make offers; families answer by link. */
export const admissionsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, config } = deps;

  app.get(
    '/api/admissions/seat-groups',
    {
      config: { permission: 'admissions' },
      schema: {
        description:
          'Every seat group (campus × grade or program × start term) with its seats, offers ' +
          'open, accepted, free seats and families waiting.',
        response: { 200: z.array(seatGroupDto) },
      },
    },
    () => listSeatGroups(db),
  );

  app.get(
    '/api/admissions/enrollment-progress',
    {
      config: { permission: 'admissions' },
      schema: {
        description:
          'Every family with an accepted seat: its task list (agreement, papers, visit, first ' +
          'day) and the tasks on which it has waited too long.',
        response: { 200: z.array(enrollmentProgressDto) },
      },
    },
    () => listEnrollmentProgress({ db, now: clock.now() }),
  );

  app.get(
    '/api/admissions/offers',
    {
      config: { permission: 'admissions' },
      schema: {
        querystring: offersQuery,
        description: 'The seat offers of one waiting-list entry, newest first.',
        response: { 200: z.array(offerDto) },
      },
    },
    (request) => listOffersOfEntry(db, request.query.entryId),
  );

  app.get(
    '/api/admissions/offers/export.csv',
    {
      config: { permission: 'admissions' },
      schema: {
        description:
          'Every seat offer with its steps (made, by whom, reminded, accepted, declined or ' +
          'lapsed, with when), oldest first, as CSV.',
        response: { 200: fileAnswer('text/csv', 'Every seat offer and its steps, as CSV') },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportOffersCsv({
        db,
        ...staffAction(request, clock),
      });
      return sendCsv(reply, filename, csv);
    },
  );

  app.put(
    '/api/admissions/seat-groups',
    {
      config: { permission: 'admissions' },
      schema: {
        body: seatGroupInput,
        description:
          'Sets the seats of one campus × grade or program × start term (made on first use) ' +
          'and autoAdvance: whether a declined or lapsed offer goes to the next family.',
        response: { 200: seatGroupDto },
      },
    },
    (request) =>
      saveSeatGroup({
        db,
        input: request.body,
        ...staffAction(request, clock),
      }),
  );

  app.post(
    '/api/admissions/seat-groups/:id/offers',
    {
      config: { permission: 'admissions' },
      schema: {
        params: idParam,
        body: offerNextInput,
        description:
          'Offers a seat to the next `count` families in rank order, at most one per free ' +
          'seat, each answerable for `days` days (default 7). 409 when no seat is free.',
        response: { 201: offersMadeDto },
      },
    },
    async (request, reply) => {
      const result = await offerToNextFamilies({
        db,
        config,
        groupId: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
      });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/admissions/seat-groups/:id/offers/preview',
    {
      config: { permission: 'admissions' },
      schema: {
        params: idParam,
        querystring: offerPreviewQuery,
        description:
          'The families the next `count` offers would go to, in rank order, each with the mail ' +
          'it would get in its language; nothing is written.',
        response: { 200: offerPreviewDto },
      },
    },
    (request) =>
      previewOffers({
        db,
        config,
        groupId: request.params.id,
        count: request.query.count,
        days: request.query.days,
        now: clock.now(),
      }),
  );

  app.post(
    '/api/admissions/seat-groups/:id/offers/family',
    {
      config: { permission: 'admissions' },
      schema: {
        params: idParam,
        body: offerToFamilyInput,
        description:
          'Offers a seat to one chosen family out of rank order; the reason goes to its history.',
        response: { 201: offersMadeDto },
      },
    },
    async (request, reply) => {
      const result = await offerToChosenFamily({
        db,
        config,
        groupId: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
      });
      return reply.status(201).send(result);
    },
  );

  await app.register(offerLinkRoutes, { deps });
  await app.register(offerReminderRoutes, { deps });
  await app.register(enrollmentTaskRoutes, { deps });
  await app.register(enrollmentAgreementRoutes, { deps });
};
