// `npm run lighthouse`: Lighthouse 12.8.2 (mobile, its default) on every prerendered public
// route of the built site. Starts the built server itself on a free port with a throwaway
// DATA_DIR, prints a Markdown table of the four category scores per route and the home page's
// transferred JavaScript, and exits 1 when a page misses the bar of ADR 011 (Performance ≥ 95,
// Accessibility, Best Practices and SEO 100). Run `npm run build` first.
//
// Lighthouse runs through `npx --yes lighthouse@12.8.2`, outside the lockfile: its dependency
// tree breaks `npm ci` here (TOOLCHAIN-NOTES). Debian's Chromium: CHROME_PATH (default
// /usr/bin/chromium). Options: --runs <n> runs each page n times (default 3) and reports the
// run with the median performance score, as Lighthouse advises for its run-to-run variance;
// --out <file> also writes the table there; --routes /,/about limits the run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MINIMUM = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-dev-shm-usage';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'build/client');
const serverEntry = path.join(root, 'dist/server/server/main.js');

const { values: options } = parseArgs({
  options: {
    out: { type: 'string' },
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
const RUNS = Math.max(1, Number.parseInt(options.runs, 10) || 1);

/** Every prerendered page of the build, as its route ("/", "/about"), home first. */
function prerenderedRoutes() {
  const routes = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const route = path.relative(clientDir, dir).split(path.sep).join('/');
        routes.push(`/${route}`);
      }
    }
  };
  walk(clientDir);
  return routes.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
  // The public address is the one Lighthouse loads, so canonical links point at the same host.
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    // The server's own log (a first-admin notice for the new DATA_DIR) is not part of the report.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 90_000;
  let isHealthy = false;
  while (!isHealthy) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The server did not answer /api/health within 90 s.');
    }
    try {
      isHealthy = (await fetch(`${url}/api/health`)).ok;
    } catch {
      // Not listening yet.
    }
    if (!isHealthy) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function runLighthouse(url, outputPath) {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    {
      cwd: os.tmpdir(),
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (result.status !== 0 || !existsSync(outputPath)) {
    throw new Error(`Lighthouse failed on ${url} (exit ${result.status}).`);
  }
  return JSON.parse(readFileSync(outputPath, 'utf8'));
}

/**
 * On a busy machine Lighthouse now and then fails to record its trace (NO_NAVSTART,
 * NO_FCP): such a run says nothing about the page, so it is tried again, twice at most.
 */
function runLighthouseWithRetry(url, outputPath) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouse(url, outputPath);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${error.message} Trying again.`);
    }
  }
}

const score = (report, category) => Math.round((report.categories[category]?.score ?? 0) * 100);

/** The run with the median performance score (the middle one of an odd number of runs). */
function medianRun(reports) {
  const sorted = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * JavaScript the page downloaded, as Lighthouse measured it (bytes on the wire, HTTP headers
 * included), and the gzip size of the same files, which is what the home page's 5 kB budget
 * counts (e2e/public-quality.test.ts).
 */
function transferredScript(report) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const gzipBytes = scripts.reduce((total, request) => {
    const file = path.join(clientDir, new URL(request.url).pathname);
    return existsSync(file) ? total + gzipSync(readFileSync(file)).length : total;
  }, 0);
  return {
    files: scripts.length,
    bytes: scripts.reduce((total, request) => total + (request.transferSize ?? 0), 0),
    gzipBytes,
  };
}

async function main() {
  if (!existsSync(serverEntry) || !existsSync(path.join(clientDir, 'index.html'))) {
    console.error('No build found: run "npm run build" first.');
    process.exit(1);
  }
  const routes = options.routes ? options.routes.split(',') : prerenderedRoutes();
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const server = await startServer();
  const rows = [];
  let homeScript;
  try {
    for (const route of routes) {
      console.error(`Lighthouse: ${route}`);
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
      const reports = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const output = path.join(reportDir, `${name}-${run}.json`);
        reports.push(runLighthouseWithRetry(`${server.url}${route}`, output));
      }
      const report = medianRun(reports);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(report, c)]));
      const misses = CATEGORIES.filter((c) => scores[c] < MINIMUM[c]);
      rows.push({ route, scores, misses });
      if (route === '/') homeScript = transferredScript(report);
    }
  } finally {
    await server.stop();
  }

  const lines = [
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile (default preset), median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page, ${new Date().toISOString().slice(0, 10)}`,
    '',
    '| Route | Performance | Accessibility | Best Practices | SEO |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      ({ route, scores, misses }) =>
        `| ${route} | ${CATEGORIES.map((c) => (misses.includes(c) ? `**${scores[c]}**` : scores[c])).join(' | ')} |`,
    ),
  ];
  if (homeScript) {
    lines.push(
      '',
      `Home page JavaScript transferred: ${(homeScript.bytes / 1000).toFixed(1)} kB in ${homeScript.files} files, HTTP headers included; the same files gzipped: ${(homeScript.gzipBytes / 1000).toFixed(1)} kB (budget 5 kB).`,
    );
  }
  const failing = rows.filter((row) => row.misses.length > 0);
  if (failing.length > 0) {
    lines.push('', `Below the bar (bold): ${failing.map((row) => row.route).join(', ')}.`);
  }
  const table = lines.join('\n');
  console.log(table);
  console.error(`\nJSON reports: ${reportDir}`);
  if (options.out) writeFileSync(options.out, `${table}\n`);
  process.exit(failing.length > 0 ? 1 : 0);
}

await main();
