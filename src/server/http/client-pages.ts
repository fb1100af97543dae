import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_SHELL_PATHS } from '../../domain/site/app-shell-pages.ts';
import { SKIP_LINK_TEXT, localeOfPath } from '../../domain/common/i18n.ts';
import { PRERENDER_SITE_CONFIG, type SiteConfig } from '../../domain/site/site-config.ts';
import { fileAnswer } from './response-schemas.ts';
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
 * Pages are prerendered with the default contact details and URL (src/domain/site/site-config.ts).
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
 * the same text (ADR 012).
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

/**
 * Every page a visitor can reach is a registered route, so the server decides on what the router
 * matched (the guard reads the route's `public` flag, the log redacts its `:token` parameter) and
 * answers an address with no page with a real 404. `/about/` is the same page as `/about`.
 */
function pageRoutes(pages: Map<string, Page>): [string, Page][] {
  return [...pages].flatMap(([route, page]): [string, Page][] =>
    route === '/'
      ? [[route, page]]
      : [
          [route, page],
          [`${route}/`, page],
        ],
  );
}

const BUILT_FILE_ANSWER = fileAnswer(
  'application/octet-stream',
  'A page or file of the built client',
);

/**
 * Serves the built client: hashed assets as immutable files, prerendered pages by route, the app
 * shell for the client-rendered pages (APP_SHELL_PATHS), and a 404 page for every other address.
 * /api/* and /assets/* never get HTML: they answer a JSON 404 when nothing matches. Without a
 * build (tests, `npm run dev`), only the 404s remain.
 */
export async function registerClientPages(
  app: FastifyInstance,
  options: { clientDir: string | undefined; site: SiteConfig },
): Promise<void> {
  const { clientDir, site } = options;
  const hasBuild = clientDir !== undefined && existsSync(path.join(clientDir, SPA_FALLBACK));
  const pages = hasBuild ? collectPrerenderedPages(clientDir, site) : new Map<string, Page>();
  const fallback = hasBuild ? readPage(path.join(clientDir, SPA_FALLBACK), site) : undefined;
  const shells = fallback && { en: fallback, es: spanishShell(fallback) };
  const shellFor = (url: string) => shells && shells[localeOfPath(url.split('?')[0] ?? '/')];

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

  // Everything the built client serves is public: the admin area's data is behind the API guard.
  await app.register(async (client) => {
    client.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
      // Pages and files, not API: written as bytes, declared so the route table knows, and kept
      // out of the API document.
      route.schema = {
        ...route.schema,
        hide: true,
        response: route.schema?.response ?? { 200: BUILT_FILE_ANSWER },
      };
    });
    registerSeoFiles(client, { publicUrl: site.publicUrl, routes: [...pages.keys()] });
    if (!hasBuild || !shells) return;
    await client.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // HTML goes through sendPage, which adds the per-page CSP hashes.
      allowedPath: (pathname) => !pathname.endsWith('.html'),
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
    for (const [url, page] of pageRoutes(pages)) {
      client.get(url, (request, reply) => sendPage(request, reply, page));
    }
    for (const url of APP_SHELL_PATHS) {
      const shell = shells[localeOfPath(url)];
      client.get(url, (request, reply) =>
        sendPage(request, reply.header('x-robots-tag', 'noindex'), shell),
      );
    }
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/'] = request.url.split('?');
    const isApiOrAsset = /^\/(?:api|assets)(?:[/?]|$)/i.test(pathname);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const shell = shellFor(request.url);
    if (isPageRequest && !isApiOrAsset && shell) {
      // The shell draws the "Page Not Found" page in the page's language.
      return sendPage(request, reply.status(404).header('x-robots-tag', 'noindex'), shell);
    }
    const what = pathname.toLowerCase().startsWith('/api') ? 'API route' : 'file';
    return reply
      .status(404)
      .send({ message: `There is no ${what} ${request.method} ${pathname}.` });
  });
}
