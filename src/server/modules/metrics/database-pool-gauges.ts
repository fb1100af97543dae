import type { DatabaseHandle, PoolStats } from '../../db/client.ts';
import type { ScrapeGauge } from './app-metrics.ts';

const POOL_GAUGES: { name: string; help: string; read: (stats: PoolStats) => number }[] = [
  {
    name: 'db_pool_connections',
    help: 'Open database connections in the pool, busy or idle (embedded PGlite: one)',
    read: (stats) => stats.total,
  },
  {
    name: 'db_pool_idle_connections',
    help: 'Open database connections waiting for work',
    read: (stats) => stats.idle,
  },
  {
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free database connection (PostgreSQL: above 0 for long, the pool is too small; PGlite: its queue)',
    read: (stats) => stats.waiting,
  },
  {
    name: 'db_pool_max_connections',
    help: 'The most connections the pool opens',
    read: (stats) => stats.max,
  },
];

/** The pool's state at each scrape; none for a PGlite instance in this thread (tools only). */
export function databasePoolGauges(database: Pick<DatabaseHandle, 'readPoolStats'>): ScrapeGauge[] {
  const { readPoolStats } = database;
  if (!readPoolStats) return [];
  return POOL_GAUGES.map(({ name, help, read }) => ({
    name,
    help,
    collect: async () => read(readPoolStats()),
  }));
}
