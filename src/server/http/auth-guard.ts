import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { findActiveSession, type AdminSession } from '../modules/auth/sessions.service.ts';
import { readBearerToken } from '../modules/auth/session-token.ts';
import {
  hasPermission,
  missingPermissionMessage,
  type Permission,
} from '../../domain/auth/staff-roles.ts';
import { AppError } from './app-error.ts';
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '../../domain/auth/account-security.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a route as reachable without an admin session. Every other route is guarded. */
    public?: boolean;
    /**
     * What a guarded route needs (domain/auth/staff-roles.ts), declared next to its schema. A route
     * that declares nothing is for owners only, so a new route is never open by accident.
     */
    permission?: Permission;
    /**
     * Still open to a session narrowed because the organisation requires two-step sign-in and the
     * person has not set one up: their own account's security settings, sign-out, who they are.
     */
    openDuringTwoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    admin: AdminSession | null;
  }
}

/** The signed-in admin of a guarded route (the guard has already refused everyone else). */
export function requireAdmin(request: { admin: AdminSession | null }): AdminSession {
  if (!request.admin)
    throw new AppError(401, 'Sign in to continue: this request needs an admin session.');
  return request.admin;
}

/**
 * Deny by default, decided on the matched route and never on the request line: every route
 * needs a valid admin session unless it was registered with `config: { public: true }` (the API's
 * public list, and the pages and files of the built client), and a role that grants the route's
 * `config.permission` (owner when it declares none). However the path was spelled
 * (`/%61pi/users`, `/api/./users`), the router's match is what runs, so it is what is checked.
 * Requests that match no route fall through to the 404 answer, which serves no data.
 */
export function registerAuthGuard(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public === true) return;
    const token = readBearerToken(request.headers.authorization);
    if (!token)
      throw new AppError(401, 'Sign in to continue: this request needs an admin session.');
    const session = await findActiveSession({ db: deps.db, token, now: deps.clock.now() });
    if (!session)
      throw new AppError(401, 'Your session has ended or is not valid. Please sign in again.');
    request.admin = session;
    if (
      session.twoFactorSetupPending &&
      request.routeOptions.config.openDuringTwoFactorSetup !== true
    )
      throw new AppError(403, TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
    const permission = request.routeOptions.config.permission ?? 'owner';
    if (!hasPermission(session.user.roles, permission))
      throw new AppError(403, missingPermissionMessage(permission));
  });
}
