import { diffWordsWithSpace } from 'diff';

export type RedlinePart = { kind: 'same' | 'added' | 'removed'; text: string };

/**
 * A word-level redline between two versions of an agreement: what was removed and what was added,
 * in reading order. Pure, so the client renders it and the tests check it without a browser.
 */
export function redline(before: string, after: string): RedlinePart[] {
  return diffWordsWithSpace(before, after).map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}

export const countChanges = (parts: readonly RedlinePart[]) =>
  parts.filter((part) => part.kind !== 'same').length;
