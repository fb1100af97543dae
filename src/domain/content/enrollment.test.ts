import { describe, expect, it } from 'vitest';
import { failureMessage, noRankingMessage, rankingMessage } from './enrollment.ts';
import { positionMessage } from './waiting-list-status.ts';

/** The enrollment toasts are fixed by public spec §8, word for word. */
describe('enrollment messages', () => {
  it('tells the family their place, with the campus name', () => {
    expect(rankingMessage('k12', 3, 17)).toBe(
      'You are #3 of 17 applicants for K-12 Campus (NovaLearn Academy). Priority families receive early enrollment invitations.',
    );
    expect(rankingMessage('bridge', 1, 1)).toBe(
      'You are #1 of 1 applicants for Bridge Campus (Nexus STEM College). Priority families receive early enrollment invitations.',
    );
  });

  it('thanks the family when there is no place to show', () => {
    expect(noRankingMessage('bridge')).toBe(
      "Thank you for your interest in Bridge Campus (Nexus STEM College). We'll contact you soon with next steps.",
    );
  });

  it('wraps the reason of a failure in the spec sentence', () => {
    expect(failureMessage('Too many applications')).toBe(
      'Error: Too many applications. Please check all required fields and try again.',
    );
  });

  it('states the place on the private status page', () => {
    expect(positionMessage(4, 20)).toBe('You are number 4 of 20 on the waiting list');
  });
});
