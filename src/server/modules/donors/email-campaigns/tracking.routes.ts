import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.ts';
import { fileAnswer, noContent } from '../../../http/response-schemas.ts';
import { INVALID_LINK_MESSAGE, recordClick, recordOpen } from './record-tracking.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Sends the pixel's bytes. A plain reply: the route's typed one reads the declared file answer
 * (a binary string in the API document) as text.
 */
const sendPixel = (reply: FastifyReply) =>
  reply
    .type('image/gif')
    .header('cache-control', 'no-store, private')
    .header('referrer-policy', 'no-referrer')
    .send(PIXEL);

const tokenParam = z.object({ token: z.string().max(100) });

/**
 * Public: mail programs fetch these without a session. Opens and clicks are indicative only:
 * blocked images hide opens, privacy proxies fetch every image, and link scanners click.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;
  // Its own context: the private-link hook and the form parser apply to those routes only.
  await app.register(unsubscribeRoutes, { deps });

  app.get(
    '/api/t/o/:token.gif',
    {
      config: { public: true },
      schema: {
        params: tokenParam,
        response: { 200: fileAnswer('image/gif', 'A transparent 1×1 GIF') },
        description: 'Open pixel of an email campaign: always the same GIF; counts a first open.',
      },
    },
    async (request, reply) => {
      await recordOpen({ db, token: request.params.token, now: clock.now() });
      return sendPixel(reply);
    },
  );

  app.get(
    '/api/t/c/:token',
    {
      config: { public: true },
      schema: {
        params: tokenParam,
        querystring: z.object({ u: z.string({ error: INVALID_LINK_MESSAGE }).max(4000) }),
        // reply.redirect sends no body: the answer is the Location header.
        response: { 302: noContent },
        description:
          'Click redirect of an email campaign: 302 to `u` when the token was signed for it and ' +
          'it is a link of that campaign; 404 otherwise (never an open redirect).',
      },
    },
    async (request, reply) => {
      const url = await recordClick({
        db,
        token: request.params.token,
        url: request.query.u,
        now: clock.now(),
      });
      return reply.header('cache-control', 'no-store, private').redirect(url, 302);
    },
  );
};
