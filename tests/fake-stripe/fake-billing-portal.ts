import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml, page } from './checkout-page-html.ts';
import type { FakeBillingPortalSession } from './fake-stripe-objects.ts';
import type { StripeStore } from './fake-stripe-store.ts';
import type { FormObject } from './form-body.ts';
import { readString, rejectUnknownParams, requireString } from './form-params.ts';
import { noSuchObject } from './stripe-api-error.ts';

const PORTAL_PARAMS = ['customer', 'return_url', 'locale', 'configuration', 'expand'];

/** POST /v1/billing_portal/sessions: a Customer Portal session for a customer Checkout made. */
export function createBillingPortalSession(
  store: StripeStore,
  form: FormObject,
  origin: string,
): FakeBillingPortalSession {
  rejectUnknownParams(form, PORTAL_PARAMS);
  const customer = requireString(form, 'customer');
  if (!store.customerEmails.has(customer)) throw noSuchObject('customer', customer, 'customer');
  const id = store.newId('bps');
  const session: FakeBillingPortalSession = {
    id,
    object: 'billing_portal.session',
    created: store.now(),
    customer,
    livemode: false,
    locale: (readString(form, 'locale') ?? null) as FakeBillingPortalSession['locale'],
    return_url: readString(form, 'return_url') ?? null,
    url: `${origin}/p/session/${id}`,
  };
  store.billingPortalSessions.set(id, session);
  return session;
}

/**
 * The stand-in for Stripe's Customer Portal at `session.url`: where a donor would change their
 * card. It only says whose it is and links back to `return_url`; tests read both.
 */
export const fakeBillingPortalPage: FastifyPluginAsync<{ store: StripeStore }> = async (
  app,
  { store },
) => {
  app.get<{ Params: { id: string } }>('/p/session/:id', async (request, reply) => {
    const session = store.billingPortalSessions.get(request.params.id);
    const send = (status: number, html: string) =>
      reply.status(status).type('text/html; charset=utf-8').send(html);
    if (!session) {
      return send(404, page('Page not found', '<h1>Page not found</h1><p>No such portal.</p>'));
    }
    const email = store.customerEmails.get(String(session.customer)) ?? String(session.customer);
    const back = session.return_url
      ? `<p><a href="${escapeHtml(session.return_url)}">Return to the site</a></p>`
      : '';
    return send(
      200,
      page(
        'Update your payment method',
        `<h1>Update your payment method</h1><p>Customer: ${escapeHtml(email)}</p>${back}
        <p class="note">Test mode: a fake of the Stripe Customer Portal. Locale: ${escapeHtml(session.locale ?? 'auto')}.</p>`,
      ),
    );
  });
};
