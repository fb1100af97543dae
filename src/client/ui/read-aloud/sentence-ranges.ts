/**
 * The sentences of a container as DOM Ranges, cut by the platform's Intl.Segmenter in the page's
 * language. A sentence may span several text nodes and elements; the start of a block (a
 * paragraph, a heading, a list item) always starts a new sentence. Controls, the read-aloud
 * toolbar, anything hidden and anything marked aria-hidden or data-read-aloud="skip" are not read.
 */

const SKIPPED_TAGS = new Set([
  'BUTTON',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'OPTION',
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
]);

const SKIPPED_SELECTOR = '[aria-hidden="true"], [data-read-aloud="skip"], [hidden]';

const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

export interface Sentence {
  text: string;
  range: Range;
}

interface Piece {
  node: Text;
  /** Where the node's text starts in the joined text. */
  start: number;
}

function isSkipped(element: Element, container: Element): boolean {
  for (let current: Element | null = element; current; current = current.parentElement) {
    if (SKIPPED_TAGS.has(current.tagName.toUpperCase())) return true;
    if (current.matches(SKIPPED_SELECTOR)) return true;
    if (current === container) break;
  }
  // Not laid out (display: none, as a story's other steps are): nothing a sighted reader sees.
  return typeof element.checkVisibility === 'function' && !element.checkVisibility();
}

function blockOf(element: Element, container: Element): Element {
  for (let current: Element | null = element; current; current = current.parentElement) {
    if (current === container || BLOCK_TAGS.has(current.tagName.toUpperCase())) return current;
  }
  return container;
}

function readablePieces(container: Element): { text: string; pieces: Piece[] } {
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const pieces: Piece[] = [];
  let text = '';
  let lastBlock: Element | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const textNode = node as Text;
    const parent = textNode.parentElement;
    if (!parent || textNode.data.length === 0 || isSkipped(parent, container)) continue;
    const block = blockOf(parent, container);
    // A line break between blocks: the segmenter ends a sentence at a paragraph separator.
    if (lastBlock && block !== lastBlock) text += '\n';
    lastBlock = block;
    pieces.push({ node: textNode, start: text.length });
    text += textNode.data;
  }
  return { text, pieces };
}

/** The piece holding a character index; `atEnd` finds the piece a range's end falls in. */
function locate(pieces: Piece[], index: number, atEnd: boolean): { node: Text; offset: number } {
  for (const piece of pieces) {
    const end = piece.start + piece.node.data.length;
    const inside = atEnd
      ? index > piece.start && index <= end
      : index >= piece.start && index < end;
    if (inside) return { node: piece.node, offset: index - piece.start };
  }
  const last = pieces[pieces.length - 1]!;
  return { node: last.node, offset: last.node.data.length };
}

const HAS_WORDS = /[\p{L}\p{N}]/u;

export function sentencesOf(container: Element, language: string): Sentence[] {
  const { text, pieces } = readablePieces(container);
  if (pieces.length === 0) return [];
  const segmenter = new Intl.Segmenter(language || undefined, { granularity: 'sentence' });
  const sentences: Sentence[] = [];
  for (const { segment, index } of segmenter.segment(text)) {
    const leading = segment.length - segment.trimStart().length;
    const trimmed = segment.trim();
    if (!HAS_WORDS.test(trimmed)) continue;
    const startAt = locate(pieces, index + leading, false);
    const endAt = locate(pieces, index + leading + trimmed.length, true);
    const range = container.ownerDocument.createRange();
    range.setStart(startAt.node, startAt.offset);
    range.setEnd(endAt.node, endAt.offset);
    sentences.push({ text: trimmed.replace(/\s+/g, ' '), range });
  }
  return sentences;
}
