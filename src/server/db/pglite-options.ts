import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every PGlite instance of the app, its tests and tools: the extensions the migrations create
 * (pg_trgm for the documents search, migration 0007) must be loaded into each one.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;
