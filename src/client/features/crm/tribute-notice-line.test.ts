import { describe, expect, it } from 'vitest';
import { tributeNoticeLine } from './gift-history.tsx';

describe('tributeNoticeLine', () => {
  const notify = { name: 'María Hernández', email: 'maria@example.org', language: 'es' as const };

  it('says whom we told, when and in which language', () => {
    expect(tributeNoticeLine({ ...notify, notifiedAt: '2026-01-15T15:00:00.000Z' })).toBe(
      'Told María Hernández (maria@example.org) on Jan 15, 2026, in Español',
    );
  });

  it('says they are told with the thank-you letter while it has not gone', () => {
    expect(tributeNoticeLine({ ...notify, language: 'en', notifiedAt: null })).toBe(
      'María Hernández (maria@example.org) is told with the thank-you letter, in English',
    );
  });
});
