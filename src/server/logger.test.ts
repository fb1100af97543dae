import { Writable } from 'node:stream';
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
});
