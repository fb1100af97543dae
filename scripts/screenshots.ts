// `npm run screenshots`: every page of the layout gates (e2e/support/pages.ts) as full-page PNGs
// at phone (390 px) and desktop (1280 px) width, in the default and the dark theme, with an
// index.html to look through. Builds first when the build is missing or older than the sources
// (as `npm start` does), then starts a copy of the built server with demo data on a throwaway
// DATA_DIR, so the pictures show the working tree and never touch ./data.
//
// Options: --out <folder> (default ./screenshots; its PNGs and index.html are replaced),
// --pages <text> (only pages whose name contains it), --no-build (use the build as it is).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { apiClient } from '../e2e/support/api.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { createPageRecords } from '../e2e/support/page-records.ts';
import { pageSlug, reviewPages, type ReviewPage } from '../e2e/support/pages.ts';
import { openReviewContext, showPage, type StoredAdmin } from '../e2e/support/review-context.ts';
import { packageRoot } from '../src/server/paths.ts';
import { startServerProcess, waitUntilHealthy } from '../tests/server-process.ts';
import { newestChange } from './newest-change.ts';
import { galleryHtml, type Shot } from './screenshot-gallery.ts';

const WIDTHS = [390, 1280] as const;
const THEMES = ['default', 'dark'] as const;

const { values: options } = parseArgs({
  options: {
    out: { type: 'string', default: 'screenshots' },
    pages: { type: 'string' },
    build: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const outDir = path.resolve(options.out);
const serverEntry = path.join(packageRoot, 'dist/server/server/main.js');
const clientEntry = path.join(packageRoot, 'build/client/__spa-fallback.html');

function ensureBuild(): void {
  const built = existsSync(serverEntry) && existsSync(clientEntry);
  const builtAt = built
    ? Math.min(statSync(serverEntry).mtimeMs, statSync(clientEntry).mtimeMs)
    : 0;
  const stale = built && newestChange(path.join(packageRoot, 'src')) > builtAt;
  if (built && (!stale || !options.build)) {
    if (stale) console.warn('The build is older than src/: the pictures show the build.');
    return;
  }
  if (!options.build) throw new Error('No build: run "npm run build" (or drop --no-build).');
  console.log(built ? 'src/ changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: packageRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/**
 * A copy of the build to serve from: the server reads build/client from disk as it goes, and a
 * rebuild in the working tree meanwhile (another terminal, another engineer) would swap the
 * hashed assets under the pages. The copy needs what the server reads beside its code: the
 * client build, the migrations and package.json (how it finds its root), plus node_modules.
 */
function copyBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'screenshots-build-'));
  for (const part of ['build/client', 'dist', 'src/server/db/migrations'])
    cpSync(path.join(packageRoot, part), path.join(root, part), { recursive: true });
  copyFileSync(path.join(packageRoot, 'package.json'), path.join(root, 'package.json'));
  symlinkSync(path.join(packageRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const html = readFileSync(path.join(root, 'build/client/__spa-fallback.html'), 'utf8');
  const missing = [...html.matchAll(/"(\/assets\/[^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((asset) => !existsSync(path.join(root, 'build/client', asset)));
  if (missing.length > 0) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`The build is incomplete (${missing[0]} is missing): is a build running?`);
  }
  return root;
}

async function signIn(baseUrl: string, password: string): Promise<StoredAdmin> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredAdmin;
}

/** Every page at one width and theme; link pages in a context without the admin session. */
async function shootSetting(
  browser: Browser,
  setting: { baseUrl: string; admin: StoredAdmin; width: number; theme: string },
  pages: ReviewPage[],
): Promise<Shot[]> {
  const shots: Shot[] = [];
  for (const signedIn of [false, true]) {
    const { context, page, pendingRequests } = await openReviewContext(browser, {
      baseUrl: setting.baseUrl,
      width: setting.width,
      preferences: setting.theme === 'default' ? {} : { theme: setting.theme as 'dark' },
      admin: signedIn ? setting.admin : undefined,
    });
    for (const reviewed of pages.filter((candidate) => (candidate.kind === 'admin') === signedIn)) {
      const problem = await showPage(page, reviewed.path, pendingRequests);
      if (problem) console.warn(`  ${reviewed.name} at ${setting.width}: ${problem}`);
      const file = `${pageSlug(reviewed)}--${setting.width}--${setting.theme}.png`;
      await page.screenshot({ path: path.join(outDir, file), fullPage: true });
      shots.push({ page: reviewed.name, width: setting.width, theme: setting.theme, file });
    }
    await context.close();
  }
  return shots;
}

async function main(): Promise<void> {
  ensureBuild();
  const buildCopy = copyBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'screenshots-data-'));
  const password = randomBytes(18).toString('base64url');
  const server = await startServerProcess({
    entry: path.join(buildCopy, 'dist/server/server/main.js'),
    env: { DATA_DIR: dataDir, ADMIN_PASSWORD: password, DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
  });
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await server.stop();
    for (const dir of [dataDir, buildCopy]) rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    await waitUntilHealthy(server);
    const admin = await signIn(server.url, password);
    const api = apiClient(server.url, { authorization: `Bearer ${admin.token}` });
    const pages = reviewPages(await createPageRecords(api, server.url)).filter(
      (page) => !options.pages || page.name.includes(options.pages),
    );
    mkdirSync(outDir, { recursive: true });
    for (const old of readdirSync(outDir))
      if (old.endsWith('.png') || old === 'index.html') rmSync(path.join(outDir, old));
    browser = await launchBrowser();
    const shots: Shot[] = [];
    for (const width of WIDTHS)
      for (const theme of THEMES) {
        const started = Date.now();
        const setting = { baseUrl: server.url, admin, width, theme };
        shots.push(...(await shootSetting(browser, setting, pages)));
        console.log(
          `${width} px, ${theme} theme: ${pages.length} pages in ${(Date.now() - started) / 1000} s`,
        );
      }
    writeFileSync(path.join(outDir, 'index.html'), galleryHtml(shots));
    console.log(`${shots.length} screenshots: ${path.relative(process.cwd(), outDir)}/index.html`);
  } finally {
    await stop();
  }
}

await main();
