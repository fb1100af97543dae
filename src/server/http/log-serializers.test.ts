import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-serializers.ts';

describe('redactUrl', () => {
  const ID = '5b9a61a6-3a8e-4b47-9d5c-0d1c1f7f3e11';
  it('writes the matched route, with ids filled in and every other parameter by name', () => {
    const route = (url: string, params: Record<string, string>) => ({ url, params });
    expect(redactUrl('/api/waiting-list', route('/api/waiting-list', {}))).toBe(
      '/api/waiting-list',
    );
    expect(
      redactUrl(
        '/api/waiting-list?search=jane%40example.org&page=2',
        route('/api/waiting-list', {}),
      ),
    ).toBe('/api/waiting-list?search=…&page=…');
    expect(
      redactUrl(
        '/%61pi/waiting-list/status/abc_DEF-123/withdraw',
        route('/api/waiting-list/status/:token/withdraw', { token: 'abc_DEF-123' }),
      ),
    ).toBe('/api/waiting-list/status/[token]/withdraw');
    expect(
      redactUrl(`/api/documents/${ID}/comments`, route('/api/documents/:id/comments', { id: ID })),
    ).toBe(`/api/documents/${ID}/comments`);
    expect(redactUrl('/admin/crm/donors', route('/admin/*', { '*': 'crm/donors' }))).toBe(
      '/admin/[path]',
    );
  });

  it('shows an id parameter only when its value is an id', () => {
    const url = '/api/waiting-list/status%2Fabc_DEF-123';
    const params = { id: 'status/abc_DEF-123' };
    expect(redactUrl(url, { url: '/api/waiting-list/:id', params })).toBe('/api/waiting-list/[id]');
    expect(redactUrl('/api/users/42', { url: '/api/users/:id', params: { id: '42' } })).toBe(
      '/api/users/42',
    );
  });

  it('keeps only the path words of a request that matched no route', () => {
    expect(redactUrl('/%73hared/abc_DEF-123?x=1')).toBe('/…/…?x=…');
    expect(redactUrl('/es/waiting-list/status/abc_DEF-123/')).toBe('/es/waiting-list/status/…/');
    expect(redactUrl('/api/unknown-thing')).toBe('/api/unknown-thing');
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
