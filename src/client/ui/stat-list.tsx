import { clsx } from 'clsx';

export type Stat = { label: string; value: string };

/** Figures shown large with their label: a description list, so each value keeps its name. */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={clsx('grid grid-cols-2 gap-4 lg:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-lg border border-line bg-surface p-4 shadow-sm"
        >
          <dt className="text-ink-muted">{stat.label}</dt>
          <dd className="text-3xl font-bold text-ink">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
