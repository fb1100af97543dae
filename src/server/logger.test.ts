import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

/** Collects what a logger writes. */
function sink() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, destination };
}

describe('the server log', () => {
  it('is one readable line per message in a terminal', () => {
    const { lines, destination } = sink();
    createLogger({ level: 'info', terminal: true, destination }).info(
      'Site: http://localhost:3000',
    );
    const text = lines.join('');
    expect(text).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: Site: http:\/\/localhost:3000\n$/);
    expect(text).not.toContain('{');
  });

  it('is JSON elsewhere, at the level asked for', () => {
    const { lines, destination } = sink();
    const log = createLogger({ level: 'warn', terminal: false, destination });
    log.info('not written');
    log.warn('written');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, msg: 'written' });
  });

  it('is one line per request in a terminal: method, matched route, status and time', async () => {
    const { lines, destination } = sink();
    const app = Fastify({
      loggerInstance: createLogger({ level: 'info', terminal: true, destination }),
    });
    app.get('/api/shared/:token', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/shared/secret-token?q=private' });
    await app.close();
    const requestLines = lines.join('').split('\n').filter(Boolean);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(
      /^\[\d{2}:\d{2}:\d{2}\] INFO: GET \/api\/shared\/\[token\]\?q=… 200 \d+ ms$/,
    );
    expect(requestLines[0]).not.toContain('secret-token');
  });

  it('keeps both request lines, as JSON, elsewhere', async () => {
    const { lines, destination } = sink();
    const app = Fastify({
      loggerInstance: createLogger({ level: 'info', terminal: false, destination }),
    });
    app.get('/ping', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/ping' });
    await app.close();
    const messages = lines.map((line) => JSON.parse(line) as { msg: string; res?: unknown });
    expect(messages.map((message) => message.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    expect(messages[1]!.res).toEqual({ statusCode: 200 });
  });
});
