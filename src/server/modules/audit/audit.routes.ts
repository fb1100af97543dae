import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuery } from '../../../domain/audit.ts';
import type { AppDeps } from '../../deps.ts';
import { listAuditEntries } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/audit',
    { config: { permission: 'owner' }, schema: { querystring: auditListQuery } },
    (request) => listAuditEntries({ db: deps.db, query: request.query }),
  );
};
