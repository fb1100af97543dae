import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKIP_LINK_TEXT } from '../../domain/common/i18n.ts';
import { registerClientPages } from './client-pages.ts';
import { createResponseSerializer } from './response-serializer.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import compress from '@fastify/compress';

const INLINE = 'window.__ctx = {"page":"home"};';
const page = (name: string) =>
  `<!doctype html><html><head><script>${INLINE}</script><script src="/assets/app-1.js"></script>` +
  `<link rel="canonical" href="https://public-url.invalid/about"></head><body>${name}` +
  `<a href="mailto:support@example.org">support@example.org</a> <a href="tel:5550100199">(555) 010-0199</a>` +
  `${' '.repeat(2000)}</body></html>`;
const SITE = {
  publicUrl: 'https://www.novalearn.test',
  supportEmail: 'help@novalearn.test',
  mediaEmail: 'press@novalearn.test',
  phone: '(281) 555-0123',
};

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'about'));
  writeFileSync(path.join(dir, 'index.html'), page('home page'));
  writeFileSync(path.join(dir, 'about', 'index.html'), page('about page'));
  writeFileSync(
    path.join(dir, '__spa-fallback.html'),
    page('spa fallback')
      .replace('<html>', '<html lang="en">')
      .replace('<body>', `<body><a href="#main-content">${SKIP_LINK_TEXT.en}</a>`),
  );
  // A prerendered page's build-time data, fetched on client-side navigation.
  writeFileSync(path.join(dir, 'es.data'), '[{"home":1}]');
  writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'favicon.ico'), 'icon');
  app = Fastify();
  // As buildApp does: routes declare their answers with zod schemas.
  app.setSerializerCompiler(createResponseSerializer({ checkAnswers: true }));
  await registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await registerClientPages(app, { clientDir: dir, site: SITE });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('serves prerendered pages by route, with or without a trailing slash', async () => {
    expect((await app.inject('/')).body).toContain('home page');
    expect((await app.inject('/about')).body).toContain('about page');
    expect((await app.inject('/about/')).body).toContain('about page');
  });

  it('serves a Spanish app shell for Spanish addresses that are not prerendered', async () => {
    const spanish = await app.inject('/es/waiting-list/status/abc');
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['x-robots-tag']).toBe('noindex');
    expect(spanish.body).toContain('<html lang="es"');
    expect(spanish.body).toContain(`>${SKIP_LINK_TEXT.es}<`);
    const english = await app.inject('/waiting-list/status/abc');
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain(`>${SKIP_LINK_TEXT.en}<`);
  });

  it("serves a prerendered page's data file for client-side navigation", async () => {
    const response = await app.inject('/es.data');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('[{"home":1}]');
  });

  it('serves the app shell for the client-rendered pages, such as the admin area', async () => {
    for (const url of ['/admin', '/admin/documents', '/admin/crm/donors/1', '/documents']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('spa fallback');
    }
  });

  it('answers an address with no page with the not-found shell, a 404 and noindex', async () => {
    for (const url of ['/no-such-page', '/es/no-such-page', '/about/x', '/shared/abc/extra']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['content-security-policy']).toContain('sha256-');
      expect(response.body).toContain('spa fallback');
    }
    expect((await app.inject('/es/no-such-page')).body).toContain('<html lang="es"');
  });

  it('allows exactly the inline scripts of the page by hash, never unsafe-inline scripts', async () => {
    const response = await app.inject('/');
    const csp = response.headers['content-security-policy'] as string;
    const siteScript = /<script>(window\.__SITE__=[^<]*)<\/script>/.exec(response.body)?.[1] ?? '';
    const hashes = [siteScript, INLINE].map((body) =>
      createHash('sha256').update(body).digest('base64'),
    );
    expect(csp).toContain(`script-src 'self' 'sha256-${hashes[0]}' 'sha256-${hashes[1]}';`);
    expect(csp).not.toContain("unsafe-inline' ;");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('puts the configured contact details and public URL into the prerendered pages', async () => {
    const html = (await app.inject('/about')).body;
    expect(html).toContain('href="https://www.novalearn.test/about"');
    expect(html).toContain('mailto:help@novalearn.test');
    expect(html).toContain('tel:2815550123');
    expect(html).toContain('(281) 555-0123');
    expect(html).not.toMatch(/example\.org|public-url\.invalid|555\) 010-0199/);
    expect(html).toContain(`window.__SITE__=${JSON.stringify(SITE)}`);
  });

  it('serves robots.txt and a sitemap of the prerendered pages', async () => {
    const robots = (await app.inject('/robots.txt')).body;
    expect(robots).toContain(
      'Disallow: /admin\nDisallow: /shared\nDisallow: /sign\nDisallow: /room\nDisallow: /set-password\nDisallow: /waiting-list/status\nDisallow: /es/waiting-list/status\nDisallow: /waiting-list/offer\nDisallow: /es/waiting-list/offer\nDisallow: /api',
    );
    expect(robots).toContain('Sitemap: https://www.novalearn.test/sitemap.xml');
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://www.novalearn.test/</loc>');
    expect(sitemap.body).toContain('<loc>https://www.novalearn.test/about</loc>');
  });

  it('serves hashed assets as immutable files and never falls back to HTML for them', async () => {
    const asset = await app.inject('/assets/app-1.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject('/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/no file/);
    expect((await app.inject('/favicon.ico')).statusCode).toBe(200);
  });

  it('answers unknown /api paths with a JSON 404, not the SPA', async () => {
    const response = await app.inject('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no API route GET /api/unknown.' });
  });

  it('does not serve the raw HTML files directly', async () => {
    const response = await app.inject('/__spa-fallback.html');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('spa fallback'); // the not-found shell, with its CSP
    expect(response.headers['content-security-policy']).toContain('sha256-');
  });

  it('compresses pages for clients that accept gzip', async () => {
    const response = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
