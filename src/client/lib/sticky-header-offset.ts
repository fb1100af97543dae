/**
 * Keeps in-page targets and keyboard focus clear of the sticky header (WCAG 2.4.11): the page's
 * scroll padding follows the header's real height, which grows with the reader's text size,
 * spacing and font and with the language's longer words. app.css's fixed value covers the page
 * until the script runs; below 1024px the header is not sticky and needs no room.
 *
 * Returns the function that stops following it.
 */
export function followStickyHeader(header: HTMLElement): () => void {
  const root = document.documentElement;
  const update = () => {
    const isSticky = getComputedStyle(header).position === 'sticky';
    root.style.scrollPaddingTop = isSticky ? `${header.offsetHeight + 16}px` : '';
  };
  const observer = new ResizeObserver(update);
  observer.observe(header);
  return () => {
    observer.disconnect();
    root.style.scrollPaddingTop = '';
  };
}
