import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for `build/client`, so server tests do not depend on `npm run build` having run:
 * a prerendered page, the SPA fallback (with an inline script, as React Router writes one) and
 * a hashed asset.
 */
export function createFakeClientBuild(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'security-client-'));
  const page = (name: string) =>
    `<!doctype html><html><head><script>window.__ctx={"page":"${name}"};</script>` +
    `<script type="module" src="/assets/app-1.js"></script></head><body>${name}</body></html>`;
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'about'));
  writeFileSync(path.join(dir, 'index.html'), page('home'));
  writeFileSync(path.join(dir, 'about', 'index.html'), page('about'));
  writeFileSync(path.join(dir, '__spa-fallback.html'), page('spa fallback'));
  writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log("app");');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
