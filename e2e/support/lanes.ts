import { inject } from 'vitest';

/**
 * The browser suite runs this many files at a time, and the global set-up starts one server (with
 * its own database and mail server) per lane. A lane runs one file at a time, so a file that counts
 * records (the place on the waiting list, CRM totals, the newest audit row) never meets records
 * another file is writing at that moment, as when all files ran one after another on one server.
 * Three by default: on the 2-core machine the browser stage took 652 s with two lanes, 524 s with
 * three and 501 s with four (2026-12-03, one run each; the CPU was busy 91 % of it with three).
 */
export const E2E_LANES = Number(process.env.E2E_LANES ?? 3);

export type LaneServer = { baseUrl: string; mailSpoolDir: string };

/**
 * This file's server. Vitest numbers its workers 1 to maxWorkers (VITEST_POOL_ID) and never gives
 * one number to two files running at the same time.
 */
export function laneServer(): LaneServer {
  const servers = inject('e2eServers');
  const lane = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[lane - 1];
  if (!server) throw new Error(`No e2e server for worker ${lane} of ${servers.length}.`);
  return server;
}

/** The base URL of this file's server. */
export const laneBaseUrl = (): string => laneServer().baseUrl;

/** The address checks are mailed to, set on every lane's server: pledges need it. */
export const E2E_MAILING_ADDRESS = 'NovaLearn Institute Group\nPO Box 4100\nAustin, TX 78701';
