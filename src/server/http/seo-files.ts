import type { FastifyInstance } from 'fastify';

/** Areas that search engines must not index: private, per-person or machine-only. */
const DISALLOWED = [
  '/admin',
  '/shared',
  '/sign',
  '/room',
  '/set-password',
  '/waiting-list/status',
  '/es/waiting-list/status',
  '/waiting-list/offer',
  '/es/waiting-list/offer',
  '/api',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Every prerendered public page, with absolute URLs from PUBLIC_URL. */
export function sitemapXml(publicUrl: string, routes: readonly string[]): string {
  const urls = [...routes]
    .filter((route) => !DISALLOWED.some((prefix) => route.startsWith(prefix)))
    .sort()
    .map((route) => `  <url><loc>${escapeXml(publicUrl + route)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function registerSeoFiles(
  app: FastifyInstance,
  options: { publicUrl: string; routes: readonly string[] },
): void {
  const robots = robotsTxt(options.publicUrl);
  const sitemap = sitemapXml(options.publicUrl, options.routes);
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').send(robots));
  app.get('/sitemap.xml', (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemap),
  );
}
