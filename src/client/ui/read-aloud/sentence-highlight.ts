/**
 * Marks the sentence being read with the CSS Custom Highlight API (the `::highlight(read-aloud)`
 * rule in app.css) and brings it into view. Where the API is missing, nothing is marked and
 * reading goes on.
 */

export const HIGHLIGHT_NAME = 'read-aloud';

function highlights(): HighlightRegistry | null {
  if (typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight !== 'function') {
    return null;
  }
  return CSS.highlights;
}

function prefersReducedMotion(): boolean {
  if (document.documentElement.dataset.reducedMotion === 'on') return true;
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function showSentence(range: Range): void {
  highlights()?.set(HIGHLIGHT_NAME, new Highlight(range));
  const node = range.startContainer;
  const element = node instanceof Element ? node : node.parentElement;
  // 'nearest': the page moves only when the sentence is out of view, and no further than needed.
  element?.scrollIntoView?.({
    block: 'nearest',
    behavior: prefersReducedMotion() ? 'instant' : 'smooth',
  });
}

export function clearSentence(): void {
  highlights()?.delete(HIGHLIGHT_NAME);
}
