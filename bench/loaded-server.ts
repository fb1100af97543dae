import { runMigrations } from '../src/server/db/migrate.ts';
import { createShareLink, signIn } from './api-client.ts';
import { startAppServer } from './app-server.ts';
import type { BenchDatabase } from './databases.ts';
import { generateDataSet, type DataSetSize } from './generate-data.ts';
import type { ScenarioContext } from './scenarios.ts';

export type Log = (line: string) => void;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Migrates and fills `database`, starts the compiled server on it, signs in and shares a
 * document, runs `body`, then stops the server and drops the database whatever happened.
 */
export async function withLoadedServer<T>(options: {
  database: BenchDatabase;
  size: DataSetSize;
  serverEntry: string;
  log: Log;
  body: (baseUrl: string, context: ScenarioContext) => Promise<T>;
}): Promise<T> {
  const { database, size, log } = options;
  try {
    const startedAt = Date.now();
    // The data goes in before the server starts: PGlite allows one process per folder.
    const handle = await database.open();
    try {
      await runMigrations(handle);
      await generateDataSet(handle, size);
    } finally {
      await handle.close();
    }
    log(
      `  ${database.engine}: ${size.documents.toLocaleString('en')} documents generated in ${seconds(startedAt)}`,
    );

    const server = await startAppServer(options.serverEntry, database.serverEnv);
    try {
      const sessionToken = await signIn(server.url);
      const link = await createShareLink(server.url, sessionToken);
      return await options.body(server.url, { sessionToken, ...link });
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export type LoadedServer = { baseUrl: string; context: ScenarioContext };

/** withLoadedServer for several databases at once: every server runs until `body` is done. */
export async function withLoadedServers<T>(options: {
  databases: { database: BenchDatabase; size: DataSetSize }[];
  serverEntry: string;
  log: Log;
  body: (servers: LoadedServer[]) => Promise<T>;
}): Promise<T> {
  const [first, ...rest] = options.databases;
  if (!first) return options.body([]);
  return withLoadedServer({
    ...first,
    serverEntry: options.serverEntry,
    log: options.log,
    body: (baseUrl, context) =>
      withLoadedServers({
        ...options,
        databases: rest,
        body: (others) => options.body([{ baseUrl, context }, ...others]),
      }),
  });
}
