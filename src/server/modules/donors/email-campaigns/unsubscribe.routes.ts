import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES } from '../../../../domain/common/i18n.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import { privateLinkHook } from '../../rate-limits/private-link-hook.ts';
import type { PublicRateLimit } from '../../rate-limits/public-rate-limits.ts';
import { answerUnsubscribeLink, unsubscribeState } from './unsubscribe.ts';

/** Plenty for a person (and their mail program) using a link; a script guessing tokens is stopped. */
export const UNSUBSCRIBE_REQUESTS: PublicRateLimit = {
  prefix: 'unsubscribe',
  limit: 60,
  windowMs: 10 * 60_000,
  refusal: (retry) =>
    `This link was used many times from your connection in a short time. Please wait ${retry}, then try again.`,
};

const tokenParam = z.object({ token: z.string().max(100) });
const stateDto = z.object({ language: z.enum(LOCALES), subscribed: z.boolean() });
const MULTIPART_ONE_CLICK = /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/;

/** The body RFC 8058 asks for, as a urlencoded form or multipart/form-data. */
function isOneClick(body: unknown, contentType: string | undefined): boolean {
  if (typeof body !== 'string') return false;
  if (contentType?.startsWith('multipart/form-data')) return MULTIPART_ONE_CLICK.test(body);
  return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
}
export const ONE_CLICK_BODY_MESSAGE =
  'To unsubscribe with one click, send the form field List-Unsubscribe=One-Click. To do it yourself, open this address in a browser.';

/**
 * Public: the one-click address a mail program POSTs to (RFC 8058: form-encoded, no cookies, the
 * URL of the List-Unsubscribe header, which is also the page a person opens), and the page's own
 * API. Every request is counted per network before the token is checked.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock } = deps;
  app.addHook('onRequest', privateLinkHook(UNSUBSCRIBE_REQUESTS, { db, clock }));
  // Mail programs send a form: read it as text, here only (the rest of the API takes JSON).
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );

  for (const path of ['/unsubscribe/:token', '/es/unsubscribe/:token']) {
    app.post(
      path,
      {
        config: { public: true },
        schema: {
          params: tokenParam,
          response: { 200: stateDto },
          description:
            'RFC 8058 one-click unsubscribe: with the form field List-Unsubscribe=One-Click, the ' +
            'donor gets no more campaign mail. Repeating it changes nothing. 404 for an unknown link.',
        },
      },
      async (request) => {
        if (!isOneClick(request.body, request.headers['content-type'])) {
          throw new AppError(400, ONE_CLICK_BODY_MESSAGE);
        }
        return answerUnsubscribeLink({
          db,
          token: request.params.token,
          action: 'unsubscribe',
          source: 'one-click',
          now: clock.now(),
        });
      },
    );
  }

  app.get(
    '/api/unsubscribe/:token',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: tokenParam,
        response: { 200: stateDto },
        description:
          "The unsubscribe page's state: the donor's language and whether they get campaign " +
          'mail. Changes nothing (link scanners open every link).',
      },
    },
    (request) => unsubscribeState(db, request.params.token),
  );

  app.post(
    '/api/unsubscribe/:token',
    {
      config: { public: true },
      schema: {
        params: tokenParam,
        body: z.object({ action: z.enum(['unsubscribe', 'subscribe']) }),
        response: { 200: stateDto },
        description:
          "The page's buttons: unsubscribe, or subscribe again (only the donor, by their link, " +
          'can do that).',
      },
    },
    (request) =>
      answerUnsubscribeLink({
        db,
        token: request.params.token,
        action: request.body.action,
        source: 'link-page',
        now: clock.now(),
      }),
  );
};
