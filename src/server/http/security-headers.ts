import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer. Scripts come only from our origin; the few inline
 * scripts that React Router writes into prerendered pages are allowed one by one by their hash
 * (see client-pages.ts), never with 'unsafe-inline'. Styles allow inline attributes because
 * Radix positions popovers with style attributes.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A year, subdomains included: the site is only ever served over HTTPS in production. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // Helmet's own CSP builder is replaced by ours so that pages can add script hashes.
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, only over HTTPS: on plain HTTP browsers ignore it (RFC 6797 §8.1).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', contentSecurityPolicy());
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is on, so a client on plain
    // HTTP cannot ask for it, and behind a TLS-terminating proxy it is sent.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
