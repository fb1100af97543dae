// Runs after `react-router build` (see the `build` script). React Router puts a
// `<link rel="modulepreload">` in <head> for every module of a page, so a prerendered page asks
// for ~130 kB of JavaScript before its own stylesheet: on a slow phone connection the text, which
// needs no JavaScript at all, paints later (Lighthouse mobile: first paint 2.0–2.4 s with the
// links, 1.8–1.9 s without). On the prerendered public pages the links are removed: the page's
// module script at the end of <body> still imports the same modules, after the content.
// The admin area (__spa-fallback.html) keeps them: it shows nothing until its script runs.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"(?: crossorigin="[^"]*")?\/>/g;

/** The page without its module preload links; everything else byte for byte. */
export function withoutModulePreloads(html) {
  return html.replace(MODULE_PRELOAD, '');
}

/** Every prerendered `index.html` below `dir` (the SPA fallback is not one of them). */
export function prerenderedPages(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'assets' ? [] : prerenderedPages(full);
    return entry === 'index.html' ? [full] : [];
  });
}

const isMain = process.argv[1] === fileURLToPath(import.meta.url);
if (isMain) {
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
  const pages = prerenderedPages(clientDir);
  for (const page of pages) writeFileSync(page, withoutModulePreloads(readFileSync(page, 'utf8')));
  console.log(`content-first-pages: ${pages.length} prerendered pages load their scripts last`);
}
