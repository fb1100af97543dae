import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { renderCheckoutPage, renderMessagePage } from './checkout-page-html.ts';
import { completeCheckoutSession } from './fake-checkout-sessions.ts';
import type { StripeStore } from './fake-stripe-store.ts';
import type { WebhookOutbox } from './webhook-outbox.ts';

export type HostedCheckoutContext = { store: StripeStore; outbox: WebhookOutbox };

type SessionRoute = { Params: { id: string } };

/**
 * The hosted payment page at `session.url`, for a browser (e2e) or plain fetch (server tests).
 * Pay delivers the webhooks before it redirects, so whoever follows the redirect finds our server
 * has already heard (unless the test holds the events).
 */
export const hostedCheckoutPage: FastifyPluginAsync<HostedCheckoutContext> = async (
  app,
  { store, outbox },
) => {
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).type('text/html; charset=utf-8').send(html);

  app.get<SessionRoute>('/pay/:id', async (request, reply) => {
    const session = store.sessions.get(request.params.id);
    const params = store.sessionParams.get(request.params.id);
    if (!session || !params) {
      return sendPage(reply, 404, renderMessagePage('Page not found', 'No such payment page.'));
    }
    if (session.status === 'expired') {
      return sendPage(
        reply,
        200,
        renderMessagePage('Page expired', 'This payment page has expired.'),
      );
    }
    if (session.status === 'complete') {
      return sendPage(
        reply,
        200,
        renderMessagePage('Payment complete', 'This payment is complete.'),
      );
    }
    return sendPage(reply, 200, renderCheckoutPage(session, params));
  });

  app.post<SessionRoute>('/pay/:id/complete', async (request, reply) => {
    const session = store.sessions.get(request.params.id);
    if (!session) {
      return sendPage(reply, 404, renderMessagePage('Page not found', 'No such payment page.'));
    }
    if (session.status !== 'open') {
      return sendPage(
        reply,
        409,
        renderMessagePage('Cannot pay', `This checkout session is ${session.status}.`),
      );
    }
    await outbox.dispatch(completeCheckoutSession(store, session.id));
    if (!session.success_url) {
      return sendPage(reply, 200, renderMessagePage('Payment complete', 'Thank you.'));
    }
    return reply.redirect(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303);
  });

  // Stripe's "back" link: the session stays open until it expires.
  app.post<SessionRoute>('/pay/:id/cancel', async (request, reply) => {
    const session = store.sessions.get(request.params.id);
    if (!session) {
      return sendPage(reply, 404, renderMessagePage('Page not found', 'No such payment page.'));
    }
    if (!session.cancel_url) {
      return sendPage(reply, 200, renderMessagePage('Payment cancelled', 'Nothing was charged.'));
    }
    return reply.redirect(session.cancel_url, 303);
  });
};
