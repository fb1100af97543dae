import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SKIP_LINK_TEXT, localeOfPath } from '../../domain/i18n.ts';
import { PRERENDER_SITE_CONFIG, type SiteConfig } from '../../domain/site-config.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { registerSeoFiles } from './seo-files.ts';

/** A page with its CSP and its compressed forms, made once at start-up rather than per request. */
type Page = { html: string; csp: string; gzip: Buffer; brotli: Buffer };

const SPA_FALLBACK = '__spa-fallback.html';

function hashInlineScripts(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.length > 0) hashes.push(createHash('sha256').update(body).digest('base64'));
  }
  return hashes;
}

const digitsOf = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * Pages are prerendered with the default contact details and URL (src/domain/site-config.ts).
 * Here they become the configured ones, and the client receives the same values in
 * `window.__SITE__` so that hydration matches the HTML.
 */
function personalise(html: string, site: SiteConfig): string {
  const defaults = PRERENDER_SITE_CONFIG;
  const swaps: [string, string][] = [
    [defaults.publicUrl, site.publicUrl],
    [defaults.supportEmail, site.supportEmail],
    [defaults.mediaEmail, site.mediaEmail],
    [defaults.phone, site.phone],
    [digitsOf(defaults.phone), digitsOf(site.phone)],
  ];
  let result = html;
  for (const [from, to] of swaps) if (from !== to) result = result.replaceAll(from, to);
  const json = JSON.stringify(site).replaceAll('<', '\\u003c');
  return result.replace('<head>', `<head><script>window.__SITE__=${json}</script>`);
}

function readPage(file: string, site: SiteConfig): Page {
  return pageFrom(personalise(readFileSync(file, 'utf8'), site));
}

/**
 * The app shell for addresses that are not prerendered, for a Spanish one (/es/…: the status page
 * of a Spanish family, a Spanish 404). React Router renders the shell once, at "/", in English;
 * the Spanish copy has the language and skip link that the page will hydrate with, so React finds
 * the same text (issue 11).
 */
function spanishShell(english: Page): Page {
  return pageFrom(
    english.html
      .replace('<html lang="en"', '<html lang="es"')
      .replace(`>${SKIP_LINK_TEXT.en}<`, `>${SKIP_LINK_TEXT.es}<`),
  );
}

function pageFrom(html: string): Page {
  return {
    html,
    csp: contentSecurityPolicy(hashInlineScripts(html)),
    gzip: gzipSync(html),
    brotli: brotliCompressSync(html),
  };
}

/** Every prerendered `<route>/index.html` under the build, keyed by its route ("/", "/about"). */
function collectPrerenderedPages(clientDir: string, site: SiteConfig): Map<string, Page> {
  const pages = new Map<string, Page>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry === 'index.html') {
        const route = '/' + path.relative(clientDir, dir).split(path.sep).join('/');
        pages.set(route === '/' ? '/' : route.replace(/\/$/, ''), readPage(full, site));
      }
    }
  };
  walk(clientDir);
  return pages;
}

function normalisePath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    pathname = raw; // A malformed escape is still a path we can answer 404 for.
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Serves the built client: hashed assets as immutable files, prerendered pages by route, and
 * the SPA fallback for every other page (the admin area). Never for /api/* or /assets/*, which
 * answer 404 when nothing matches. Without a build (tests, `npm run dev`), only the 404s remain.
 */
export async function registerClientPages(
  app: FastifyInstance,
  options: { clientDir: string | undefined; site: SiteConfig },
): Promise<void> {
  const { clientDir, site } = options;
  const hasBuild = clientDir !== undefined && existsSync(path.join(clientDir, SPA_FALLBACK));
  const pages = hasBuild ? collectPrerenderedPages(clientDir, site) : new Map<string, Page>();
  const fallback = hasBuild ? readPage(path.join(clientDir, SPA_FALLBACK), site) : undefined;
  const spanishFallback = fallback && spanishShell(fallback);
  registerSeoFiles(app, { publicUrl: site.publicUrl, routes: [...pages.keys()] });

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // HTML goes through sendPage below, which adds the per-page CSP hashes.
      allowedPath: (pathname) => !pathname.endsWith('.html'),
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Page) => {
    reply
      .header('content-security-policy', page.csp)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    // The not-found handler is not a route, so @fastify/compress (a per-route hook) misses it.
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = normalisePath(request.url);
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/assets/');
    if (isPageRequest && fallback && spanishFallback) {
      const shell = localeOfPath(pathname) === 'es' ? spanishFallback : fallback;
      return sendPage(request, reply, pages.get(pathname) ?? shell);
    }
    const what = pathname.startsWith('/api') ? 'API route' : 'file';
    return reply
      .status(404)
      .send({ message: `There is no ${what} ${request.method} ${pathname}.` });
  });
}
