import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mergeDonorsDto, mergeDonorsInput } from '../../../../domain/crm/credit-schemas.ts';
import { idParam } from '../../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../../deps.ts';
import { staffAction } from '../../../http/staff-action.ts';
import { mergeDonors } from './merge-donors.ts';

export const mergeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;
  app.post(
    '/api/donors/:id/merge',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        body: mergeDonorsInput,
        response: { 200: mergeDonorsDto },
        description:
          'Merges the duplicate into the donor in the path (the one kept): every record of the ' +
          'duplicate moves, empty fields are filled from it, then it is deleted.',
      },
    },
    (request) =>
      mergeDonors({
        db,
        keptId: request.params.id,
        duplicateId: request.body.duplicateId,
        ...staffAction(request, clock),
      }),
  );
};
