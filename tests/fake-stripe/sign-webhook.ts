import { createHmac } from 'node:crypto';

/**
 * Stripe's documented webhook signature, written here rather than taken from the stripe package,
 * so the fake checks our verification independently: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" keyed with the endpoint's signing secret>`.
 */
export function signWebhookPayload(
  rawBody: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${rawBody}`, 'utf8')
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
