import type { Finding, Gate } from './layout-checks.ts';
import type { PageKind } from './pages.ts';

/** A finding on one page in one setting (`390`, `1280 larger text`). */
export type LayoutFailure = Finding & { kind: PageKind; page: string; setting: string };

// Every gate of layout-checks.ts: a gate left out here would fail a run with no finding shown.
const GATE_ORDER: Gate[] = [
  'not ready',
  'sideways scroll',
  'clipped text',
  'overlap',
  'narrow cell',
  'axe',
];

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * The failures as a list to read: by page, then gate, then element; each element once, with
 * the settings it fails in and its box in the first of them.
 *
 *   /admin/documents
 *     narrow cell (3)
 *       table "Documents" > td "Draft" — 40×49 at 380,212 — at 360, 390, 360 larger text
 */
export function formatFailures(failures: LayoutFailure[]): string {
  const lines: string[] = [];
  for (const [page, onPage] of groupBy(failures, (failure) => failure.page)) {
    lines.push(page);
    const byGate = groupBy(onPage, (failure) => failure.gate);
    for (const gate of GATE_ORDER) {
      const ofGate = byGate.get(gate);
      if (!ofGate) continue;
      const byElement = groupBy(ofGate, (failure) => failure.element);
      lines.push(`  ${gate} (${byElement.size})`);
      for (const [element, same] of byElement) {
        const box = same[0]!.box ? ` — ${same[0]!.box}` : '';
        const settings = [...new Set(same.map((failure) => failure.setting))].join(', ');
        lines.push(`    ${element}${box} — at ${settings}`);
      }
    }
  }
  return lines.join('\n');
}

/** One line: how many distinct elements fail each gate, on how many pages. */
export function summarizeFailures(failures: LayoutFailure[]): string {
  const parts = GATE_ORDER.flatMap((gate) => {
    const ofGate = failures.filter((failure) => failure.gate === gate);
    if (ofGate.length === 0) return [];
    const pages = new Set(ofGate.map((failure) => failure.page)).size;
    const elements = new Set(ofGate.map((failure) => `${failure.page} ${failure.element}`)).size;
    return [`${gate}: ${elements} on ${pages} ${pages === 1 ? 'page' : 'pages'}`];
  });
  return parts.length > 0 ? parts.join('; ') : 'no failures';
}
