import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first (with three lanes on the 2-core machine,
 * 2026-12-03: the layout gates 174 s and 198 s, the public quality gates 170 s; the next is under
 * 55 s). Started first, each gets a lane of its own while the short files share what is left;
 * started last (a clean clone has no timings, so Vitest would order by file size), one of them
 * ran alone at the end for minutes while the other lanes sat idle.
 */
const SLOWEST_FIRST = [
  'e2e/layout-public-pages.test.ts',
  'e2e/layout-admin-pages.test.ts',
  'e2e/public-quality.test.ts',
];

/** Vitest's own order (failed, then slowest by its cache, then largest), these files first. */
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = SLOWEST_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? SLOWEST_FIRST.length : index;
    };
    // Array sort is stable: every other file keeps Vitest's order.
    return ordered.toSorted((a, b) => rank(a) - rank(b));
  }
}
