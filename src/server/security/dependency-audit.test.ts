import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { skipBecause } from '../../../tests/skip-reason.ts';
import { packageRoot } from '../paths.ts';

/**
 * `npm audit --omit=dev` must report no high or critical advisory in what production installs.
 * Where the registry cannot answer audits (a mirror that serves packages but refuses
 * `POST /-/npm/v1/security/advisories/bulk`, as the one on the development machines does with
 * 405), the check is skipped naming the answer; any other failure of npm fails the test.
 */
type AuditReport = {
  statusCode?: number;
  code?: string;
  message?: string;
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  metadata?: { vulnerabilities: Record<string, number> };
};

function runAudit(): Promise<{ report: AuditReport; stderr: string }> {
  return new Promise((resolve, reject) => {
    // npm exits 1 both for findings and for errors: the JSON on stdout tells which.
    execFile(
      'npm',
      ['audit', '--omit=dev', '--json'],
      { cwd: packageRoot, timeout: 60_000, maxBuffer: 20 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          resolve({ report: JSON.parse(stdout) as AuditReport, stderr });
        } catch {
          reject(
            new Error(`npm audit printed no JSON (${error?.message ?? 'no error'}): ${stderr}`),
          );
        }
      },
    );
  });
}

/** The registry has no audit service here (as opposed to npm or the project being broken). */
const isAuditServiceMissing = (report: AuditReport) =>
  [404, 405, 501].includes(report.statusCode ?? 0) ||
  ['ENOAUDIT', 'ENOTFOUND', 'ECONNREFUSED', 'EAI_AGAIN'].includes(report.code ?? '');

// The audit reads package-lock.json, not the database: once per run, in the PGlite project.
describe.skipIf(
  skipBecause(
    process.env.TEST_DB_ENGINE === 'postgres',
    'runs once, in the server-pglite project: npm audit reads package-lock.json, not the database',
  ),
)('production dependencies', () => {
  it('have no high or critical advisory (npm audit --omit=dev)', async (context) => {
    const { report } = await runAudit();
    const reason =
      `npm audit cannot run against this registry: it answered "${report.message}". ` +
      'Run `npm audit --omit=dev` where registry.npmjs.org is reachable.';
    context.skip(skipBecause(isAuditServiceMissing(report), reason), reason);
    expect(report.metadata, JSON.stringify(report).slice(0, 2000)).toBeDefined();
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, entry]) => entry.severity === 'high' || entry.severity === 'critical')
      .map(([name, entry]) => `${name} (${entry.severity})`);
    expect(serious).toEqual([]);
  });
});
