// `npm run check`: code and tests name no tracker items ("issue N", "Step N"). Someone with
// only the repository cannot look those up; a comment states the constraint or names an ADR.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FOLDERS = ['src', 'tests', 'e2e', 'bench', 'scripts'];
const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/;
const REFERENCE = /\b(issue|Step) [0-9]+/;

function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) yield* filesUnder(full);
    } else if (SOURCE.test(entry.name)) yield full;
  }
}

const found = [];
for (const folder of FOLDERS)
  for (const file of filesUnder(folder))
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (REFERENCE.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });

if (found.length > 0) {
  console.error(
    `Name the constraint or an ADR instead of a tracker item (${found.length}):\n${found.join('\n')}`,
  );
  process.exit(1);
}
