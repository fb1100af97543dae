/** What the server hands the embedded database's thread when it starts it. */
export type PgliteThreadData = {
  /** A data folder to open (created when empty), or nothing for a database in memory. */
  dataDir?: string;
  /** A PGlite data-folder tar (dumpDataDir) to start from, in memory: the test copies. */
  loadDataDir?: Uint8Array<ArrayBuffer>;
  /** Where to serve the database: a Unix socket path. */
  socketPath: string;
};

/**
 * What the thread says: ready to serve, could not open (or, once serving, broke down and can
 * answer nothing more), or stopped after a stop request.
 */
export type PgliteThreadMessage =
  { type: 'ready' } | { type: 'failed'; message: string } | { type: 'stopped' };
