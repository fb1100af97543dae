import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerAuthGuard } from './http/auth-guard.ts';
import { registerCanonicalApiPaths } from './http/canonical-api-path.ts';
import { registerClientPages } from './http/client-pages.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerJsonBodyParser } from './http/json-body-parser.ts';
import { registerNulCharacterCheck } from './http/reject-nul-characters.ts';
import { serializeError, serializeRequest } from './http/log-serializers.ts';
import { createResponseSerializer } from './http/response-serializer.ts';
import { declaresAnswer, ERROR_ANSWERS } from './http/response-schemas.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { accountSecurityRoutes } from './modules/auth/account-security.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { donorCrmRoutes } from './modules/donors/donors.routes.ts';
import { collaborationRoutes } from './modules/collaboration/collaboration.routes.ts';
import { generatedDocumentsRoutes } from './modules/generated-documents/generated-documents.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerMetrics } from './modules/metrics/register-metrics.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { esignRoutes } from './modules/esign/esign.routes.ts';
import { sharingRoutes } from './modules/sharing/sharing.routes.ts';
import { partnersRoutes } from './modules/partners/partners.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { templatesRoutes } from './modules/templates/templates.routes.ts';
import { waitingListRoutes } from './modules/waiting-list/waiting-list.routes.ts';
import { admissionsRoutes } from './modules/admissions/admissions.routes.ts';
import { familyPapersRoutes } from './modules/family-papers/family-papers.routes.ts';
import { backupsRoutes } from './modules/backups/backups.routes.ts';
import { givingRoutes } from './modules/giving/giving.routes.ts';
import { dataRoomsRoutes } from './modules/data-rooms/data-rooms.routes.ts';
import { roomVisitorRoutes } from './modules/data-rooms/room-visitor.routes.ts';
import { pdfTemplatesRoutes } from './modules/pdf-templates/pdf-templates.routes.ts';
import { visitsRoutes } from './modules/visits/visits.routes.ts';
import { todayRoutes } from './modules/today/today.routes.ts';
import {
  createUntrustedWorkPool,
  type UntrustedWorkPool,
} from './untrusted-work/untrusted-work-pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route with whether it is public and whether it declares its answer: read by the
     * route-guard sweep, the response-schema check and the API docs.
     */
    routeTable: { method: string; url: string; isPublic: boolean; declaresAnswer: boolean }[];
    /** Where files from outside are parsed (ADR 030); closed with the app. */
    untrustedWork: UntrustedWorkPool;
  }
}

export type BuildAppOptions = {
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** Folder of the built client; omitted in API-only tests and in `npm run dev`. */
  clientDir?: string;
  /**
   * Check every JSON answer against its route's response schema (tests): a mismatch fails the
   * request. Off in production, where the schema only shapes what is written.
   */
  checkAnswers?: boolean;
};

/** The whole HTTP application. No port is opened here: main.ts listens, tests use inject(). */
export async function buildApp(
  deps: AppDeps,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger
      ? {
          // Whatever logger is given, request URLs and errors are logged without the values.
          loggerInstance: options.logger.child(
            {},
            { serializers: { req: serializeRequest, err: serializeError } },
          ),
        }
      : { logger: false }),
    trustProxy: deps.config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Shutdown: idle keep-alive sockets close at once; in-flight requests are allowed to finish.
    forceCloseConnections: 'idle',
  });

  const untrustedWork = createUntrustedWorkPool();
  app.decorate('untrustedWork', untrustedWork);
  app.addHook('onClose', () => untrustedWork.close());

  const routeTable: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response;
    // A route that declares its answers also declares the error shape every route shares.
    if (route.schema && declaresAnswer(response)) {
      route.schema.response = { ...ERROR_ANSWERS, ...(response as object) };
    }
    for (const method of [route.method].flat()) {
      // Read when asked: a plugin's own onRoute hook (client-pages.ts) may mark its routes public
      // after this one has run.
      routeTable.push({
        method,
        url: route.url,
        get isPublic() {
          return route.config?.public === true;
        },
        get declaresAnswer() {
          return declaresAnswer(route.schema?.response);
        },
      });
    }
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createResponseSerializer({ checkAnswers: options.checkAnswers ?? false }),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  // First of the onRequest hooks: requests that a later hook refuses are counted too.
  await registerMetrics(app, deps);
  await registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  registerCanonicalApiPaths(app);
  registerAuthGuard(app, deps);
  registerJsonBodyParser(app);
  registerNulCharacterCheck(app);
  await registerApiDocs(app);

  await app.register(healthRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(accountSecurityRoutes, { deps });
  await app.register(partnersRoutes, { deps });
  await app.register(templatesRoutes, { deps });
  await app.register(documentsRoutes, { deps });
  await app.register(dashboardRoutes, { deps });
  await app.register(settingsRoutes, { deps });
  await app.register(auditRoutes, { deps });
  await app.register(sharingRoutes, { deps });
  await app.register(collaborationRoutes, { deps });
  await app.register(mailRoutes, { deps });
  await app.register(esignRoutes, { deps });
  await app.register(generatedDocumentsRoutes, { deps });
  await app.register(waitingListRoutes, { deps });
  await app.register(admissionsRoutes, { deps });
  await app.register(familyPapersRoutes, { deps });
  await app.register(backupsRoutes, { deps });
  await app.register(donorCrmRoutes, { deps });
  await app.register(givingRoutes, { deps });
  await app.register(dataRoomsRoutes, { deps });
  await app.register(pdfTemplatesRoutes, { deps });
  await app.register(roomVisitorRoutes, { deps });
  await app.register(visitsRoutes, { deps });
  await app.register(todayRoutes, { deps });

  await registerClientPages(app, { clientDir: options.clientDir, site: deps.config.site });
  return app;
}
