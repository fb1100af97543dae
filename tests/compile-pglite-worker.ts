import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { packageRoot } from '../src/server/paths.ts';

/**
 * The embedded database's thread entry (src/server/db/pglite-worker.ts) and the local modules it
 * imports, compiled to plain JavaScript once per test run. Started from source, each thread would
 * first register tsx (≈0.2 s) and then import PGlite through it (≈0.5 s instead of ≈0.1 s), and
 * every server test file starts at least one thread (ADR 006). The folder sits inside the package,
 * so the compiled files find its node_modules. Returns the entry's path.
 */
export function compilePgliteWorker(): string {
  const sourceDir = path.join(packageRoot, 'src/server/db');
  const outDir = path.join(packageRoot, 'node_modules/.cache/test-pglite-worker');
  mkdirSync(outDir, { recursive: true });
  const pending = ['pglite-worker'];
  const done = new Set<string>();
  for (let name = pending.pop(); name; name = pending.pop()) {
    if (done.has(name)) continue;
    done.add(name);
    const { outputText } = ts.transpileModule(
      readFileSync(path.join(sourceDir, `${name}.ts`), 'utf8'),
      {
        compilerOptions: {
          module: ts.ModuleKind.ESNext,
          target: ts.ScriptTarget.ES2022,
          verbatimModuleSyntax: true,
        },
      },
    );
    // Type-only imports are gone after compiling; each local import left is compiled too.
    const output = outputText.replace(/from '\.\/([\w-]+)\.ts'/g, (_match, imported: string) => {
      pending.push(imported);
      return `from './${imported}.mjs'`;
    });
    writeFileSync(path.join(outDir, `${name}.mjs`), output);
  }
  return path.join(outDir, 'pglite-worker.mjs');
}
