import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerDto } from '../../../domain/admissions/dtos.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import { todayItemDto } from '../../../domain/today/today-items.ts';
import type { AppDeps } from '../../deps.ts';
import { staffAction } from '../../http/staff-action.ts';
import { offersWaitingForAnswer } from './offers-waiting-for-answer.ts';
import { remindOffer } from './remind-offer.ts';

/** Offers close to their deadline, and the reminder staff send from the list (ADR 053). */
export const offerReminderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;

  app.get(
    '/api/admissions/offers/waiting-for-answer',
    {
      config: { permission: 'admissions' },
      schema: {
        description:
          'Open offers whose deadline falls within the next 48 hours (or has just passed and ' +
          'not yet lapsed), the family still invited: the items of the Today page.',
        response: { 200: z.array(todayItemDto) },
      },
    },
    () => offersWaitingForAnswer({ db, now: clock.now(), config }),
  );

  app.post(
    '/api/admissions/offers/:id/reminder',
    {
      config: { permission: 'admissions' },
      schema: {
        params: idParam,
        description:
          'Mails the family the offer reminder now, in their language, with a new link (the ' +
          'first link keeps working). In the entry’s history. 409 when the offer is no longer ' +
          'open, its deadline has passed or the family left the list.',
        response: { 200: offerDto },
      },
    },
    (request) =>
      remindOffer({ db, config, offerId: request.params.id, ...staffAction(request, clock) }),
  );
};
