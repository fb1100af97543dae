import { describe, expect, it } from 'vitest';
import { holdsPrivateLink } from './mail.ts';

const TOKEN = 'Ab3_-'.repeat(8) + 'xyz';

describe('holdsPrivateLink', () => {
  it('finds a share, signing or status link (English or Spanish) in the text or the HTML', () => {
    for (const path of [
      '/shared/',
      '/sign/',
      '/waiting-list/status/',
      '/es/waiting-list/status/',
    ]) {
      const link = `https://novalearn.example.org${path}${TOKEN}`;
      expect(holdsPrivateLink({ text: `Open it:\n${link}\n` }), path).toBe(true);
      expect(holdsPrivateLink({ text: 'See below.', html: `<a href="${link}">Open</a>` })).toBe(
        true,
      );
    }
  });

  it('does not count links that need a sign-in, or a page name without a token', () => {
    for (const text of [
      'See https://novalearn.example.org/admin/documents/7d7c1f0e-1111-4222-8333-944455556666',
      'Go to https://novalearn.example.org/enrollment to apply.',
      'Your signing page is https://novalearn.example.org/sign/ once we send it.',
      'Thank you for your gift.',
    ]) {
      expect(holdsPrivateLink({ text, html: null }), text).toBe(false);
    }
  });
});
