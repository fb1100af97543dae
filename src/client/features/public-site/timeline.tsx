import type { TimelineEntry } from '../../../domain/content/types.ts';
import { useSiteShell } from '../../i18n/site-shell.tsx';

/** Dated steps in order. The current one says so in words, not only in colour. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { SECTION_LABELS } = useSiteShell().shell;
  return (
    <ol className="flex max-w-prose flex-col gap-6 border-l-2 border-brand pl-6">
      {entries.map((entry) => (
        <li key={`${entry.when}-${entry.what}`}>
          <p className="text-lg font-bold text-ink">
            {entry.when}
            {entry.isCurrent ? (
              <span className="ml-2 inline-block rounded-md bg-brand-soft px-2 py-0.5 text-base font-semibold text-brand-ink">
                {SECTION_LABELS.currentPhase}
              </span>
            ) : null}
          </p>
          <p className="mt-1 text-lg text-ink">{entry.what}</p>
        </li>
      ))}
    </ol>
  );
}
