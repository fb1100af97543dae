import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/server-process.ts';
import { k12Form } from '../../../tests/waiting-list-helpers.ts';
import { buildApp } from '../app.ts';
import { createTestClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { createBuiltinProvider } from '../modules/esign/builtin-provider.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, DISK_FULL_MESSAGE } from './database-unavailable.ts';
import { registerErrorHandler } from './error-handler.ts';

const pgError = (message: string, code?: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) =>
  new DrizzleQueryError('select "id" from "sessions" where "id" = $1', ['secret'], cause);

/** What node-postgres, pg-pool and Node throw when the database goes away, and what they don't. */
const THROWN: Record<string, () => Error> = {
  'admin shutdown (57P01)': () =>
    wrapped(pgError('terminating connection due to administrator command', '57P01')),
  'starting up (57P03)': () => pgError('the database system is starting up', '57P03'),
  'connection failure (08006)': () => wrapped(pgError('connection failure', '08006')),
  'refused connect': () => pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  'refused on every address': () =>
    new AggregateError([pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect'),
  'terminated connection': () => wrapped(new Error('Connection terminated unexpectedly')),
  'connect timeout': () => new Error('timeout exceeded when trying to connect'),
  'broken client': () =>
    wrapped(new Error('Client has encountered a connection error and is not queryable')),
  'unique violation (23505)': () => wrapped(pgError('duplicate key value', '23505')),
  'a plain bug': () => new TypeError("Cannot read properties of undefined (reading 'id')"),
  'a refused insert whose values say "Connection terminated"': () =>
    new DrizzleQueryError(
      'insert into "waiting_list" ("additional_info") values ($1)',
      ['Connection terminated by the school'],
      pgError('new row violates check constraint', '23514'),
    ),
  'an unreachable web service': () =>
    Object.assign(new TypeError('fetch failed'), { cause: pgError('refused', 'ECONNREFUSED') }),
};
const UNAVAILABLE = new Set(Object.keys(THROWN).slice(0, 8));

describe('the error handler and an unavailable database', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get<{ Params: { kind: string } }>('/throw/:kind', async (request) => {
      throw THROWN[decodeURIComponent(request.params.kind)]!();
    });
    await app.ready();
  });
  afterAll(() => app.close());

  for (const kind of Object.keys(THROWN)) {
    const expected = UNAVAILABLE.has(kind) ? 503 : 500;
    it(`answers ${expected} for ${kind}`, async () => {
      const response = await app.inject(`/throw/${encodeURIComponent(kind)}`);
      expect(response.statusCode).toBe(expected);
      if (expected === 503) {
        expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
        expect(response.headers['retry-after']).toBe('30');
      } else {
        expect(response.json().message).toMatch(/Something went wrong on our side/);
        expect(response.headers['retry-after']).toBeUndefined();
      }
    });
  }
});

/** What the database and Node throw when the disk is full, and look-alikes that are not. */
const DISK_FULL: Record<string, { error: () => Error; isDiskFull: boolean }> = {
  'disk_full from the database (53100)': {
    error: () =>
      wrapped(
        Object.assign(pgError('could not extend file "base/5/16385": No space left on device'), {
          code: '53100',
          severity: 'ERROR',
        }),
      ),
    isDiskFull: true,
  },
  'a PANIC writing the WAL (53100)': {
    error: () =>
      wrapped(
        Object.assign(pgError('could not write to file "pg_wal/xlogtemp.42"'), {
          code: '53100',
          severity: 'PANIC',
        }),
      ),
    isDiskFull: true,
  },
  "Node's ENOSPC from a file we write": {
    error: () =>
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
    isDiskFull: true,
  },
  'a code of 53100 without a severity (not the database speaking)': {
    error: () => pgError('53100', '53100'),
    isDiskFull: false,
  },
};

describe('the error handler and a full disk', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get<{ Params: { kind: string } }>('/throw/:kind', async (request) => {
      throw DISK_FULL[decodeURIComponent(request.params.kind)]!.error();
    });
    await app.ready();
  });
  afterAll(() => app.close());

  for (const [kind, { isDiskFull }] of Object.entries(DISK_FULL)) {
    it(`answers ${isDiskFull ? '503 (disk full)' : '500'} for ${kind}`, async () => {
      const response = await app.inject(`/throw/${encodeURIComponent(kind)}`);
      if (isDiskFull) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ message: DISK_FULL_MESSAGE });
        expect(response.headers['retry-after']).toBe('300');
      } else {
        expect(response.statusCode).toBe(500);
      }
    });
  }
});

describe('the whole app on a PostgreSQL server that refuses connections', () => {
  let app: FastifyInstance;
  let pool: pg.Pool;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nda-db-down-'));
  beforeAll(async () => {
    // Nothing listens on this port: every connection attempt is refused, as while PostgreSQL is
    // stopped.
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/nowhere`;
    pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 2_000 });
    const db = drizzle(pool, { schema }) as unknown as Database;
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent' });
    const base = { db, config, clock: createTestClock() };
    app = await buildApp({ ...base, esign: createBuiltinProvider(base) });
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says so on /api/health (still 200) and /api/ready (503)', async () => {
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({
      status: 'degraded',
      database: 'unavailable',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('answers a public form and an admin request with 503 and Retry-After, not 500', async () => {
    const form = await app.inject({ method: 'POST', url: '/api/waiting-list', payload: k12Form() });
    const list = await app.inject({
      url: '/api/waiting-list',
      headers: { authorization: `Bearer ${'a'.repeat(43)}` },
    });
    for (const response of [form, list]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
  });
});
