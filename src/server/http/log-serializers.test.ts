import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-serializers.ts';

describe('redactUrl', () => {
  it('keeps the shape of a URL but not the tokens and values in it', () => {
    expect(redactUrl('/api/waiting-list')).toBe('/api/waiting-list');
    expect(redactUrl('/api/waiting-list?search=jane%40example.org&page=2')).toBe(
      '/api/waiting-list?search=…&page=…',
    );
    expect(redactUrl('/api/waiting-list/status/abc_DEF-123/withdraw')).toBe(
      '/api/waiting-list/status/[token]/withdraw',
    );
    expect(redactUrl('/waiting-list/status/abc')).toBe('/waiting-list/status/[token]');
    expect(redactUrl('/api/sign/abc/download')).toBe('/api/sign/[token]/download');
    expect(redactUrl('/shared/abc?x=1')).toBe('/shared/[token]?x=…');
    expect(redactUrl('/api/documents/1/comments')).toBe('/api/documents/1/comments');
  });
});

describe('serializeError', () => {
  it('drops the bound values and row details a database error quotes', () => {
    const cause = Object.assign(new Error('new row violates check constraint'), {
      code: '23514',
      constraint: 'waiting_list_status_check',
      detail: 'Failing row contains (Jane, jane@example.org).',
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "waiting_list" values ($1, $2)\nparams: Jane,jane@example.org',
      ),
      {
        query: 'insert into "waiting_list" values ($1, $2)',
        params: ['Jane', 'jane@example.org'],
        cause,
      },
    );
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).not.toContain('jane@example.org');
    expect(serialized).toContain('Failed query: insert into');
    expect(serialized).toContain('new row violates check constraint');
    expect(serialized).toContain('waiting_list_status_check');
  });
});
