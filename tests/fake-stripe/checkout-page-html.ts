import type { CheckoutSessionParams } from './checkout-session-params.ts';
import type { FakeCheckoutSession } from './fake-stripe-objects.ts';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const formatAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/** "Pay $51.80", or "Pay $51.80 per month" for a subscription: what a test reads and clicks. */
export function payHeading(params: CheckoutSessionParams): string {
  const amount = formatAmount(params.amountTotal, params.currency);
  const interval = params.lineItems.find((item) => item.interval)?.interval;
  return interval ? `Pay ${amount} per ${interval}` : `Pay ${amount}`;
}

/**
 * The stand-in for Stripe's hosted payment page: the amount, a Pay button and a Cancel button,
 * as small and accessible as a journey test with axe needs (lang, title, one h1, a main landmark).
 * It is in English whatever `locale` asked for; the locale is shown for the test to read.
 */
export function renderCheckoutPage(
  session: FakeCheckoutSession,
  params: CheckoutSessionParams,
): string {
  const heading = payHeading(params);
  const items = params.lineItems.map((item) => `<li>${escapeHtml(item.name)}</li>`).join('');
  const email = session.customer_email
    ? `<p>Receipt to ${escapeHtml(session.customer_email)}</p>`
    : '';
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
    <ul>${items}</ul>
    ${email}
    <form method="post" action="/pay/${session.id}/complete"><button type="submit">Pay</button></form>
    <form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form>
    <p class="note">Test mode: a fake of Stripe Checkout. Locale: ${escapeHtml(session.locale ?? 'auto')}.</p>`,
  );
}

/** A page that only says something: the session is paid, expired, or unknown. */
export function renderMessagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

export function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} · Fake Stripe Checkout</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
      form { display: inline-block; margin-right: 0.75rem; }
      button { font: inherit; padding: 0.5rem 1.5rem; }
      .note { color: #4a4a4a; font-size: 0.875rem; }
    </style>
  </head>
  <body>
    <main>
    ${main}
    </main>
  </body>
</html>
`;
}
