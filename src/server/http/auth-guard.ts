import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { findActiveSession, type AdminSession } from '../modules/auth/sessions.service.ts';
import { readBearerToken } from '../modules/auth/session-token.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks an /api route as reachable without an admin session. Everything else is guarded. */
    public?: boolean;
  }
  interface FastifyRequest {
    admin: AdminSession | null;
  }
}

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The signed-in admin of a guarded route (the guard has already refused everyone else). */
export function requireAdmin(request: { admin: AdminSession | null }): AdminSession {
  if (!request.admin)
    throw new AppError(401, 'Sign in to continue: this request needs an admin session.');
  return request.admin;
}

/**
 * Deny by default: every /api route needs a valid admin session unless it was registered with
 * `config: { public: true }`. Unknown routes fall through to the 404 answer.
 */
export function registerAuthGuard(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url) || request.is404 || request.routeOptions.config.public) return;
    const token = readBearerToken(request.headers.authorization);
    if (!token)
      throw new AppError(401, 'Sign in to continue: this request needs an admin session.');
    const session = await findActiveSession({ db: deps.db, token, now: deps.clock.now() });
    if (!session)
      throw new AppError(401, 'Your session has ended or is not valid. Please sign in again.');
    request.admin = session;
  });
}
