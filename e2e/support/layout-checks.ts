import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './browser.ts';

/**
 * The layout gates, measured in the page as it is drawn:
 * (a) the page never scrolls sideways; (b) no table cell with text is narrower than 48 px;
 * (c) no two interactive controls overlap; (d) axe (WCAG 2.2 AA and target size);
 * (e) no text is cut by its box: not cut off by a box that hides its overflow, not a select
 * whose chosen option is wider than the select, not a short word split between two letters.
 * Each finding names the element with a short selector and its box, so a list of them reads
 * without opening the browser.
 */

export type Gate =
  'not ready' | 'sideways scroll' | 'narrow cell' | 'overlap' | 'clipped text' | 'axe';

/** One thing wrong on the page; `element` is the same at every width, `box` says where. */
export type Finding = { gate: Gate; element: string; box: string };

/** The narrowest a table cell with text may be. */
export const MIN_CELL_WIDTH = 48;

/**
 * A run of letters and digits up to this long that a line break splits is clipped text
 * ("Administrato / r"); a longer run (a file name, a key) may have to break on a phone.
 */
export const MAX_UNBREAKABLE_WORD = 24;

/**
 * Runs in the page. What counts as visible, for cells and controls alike:
 * - `checkVisibility` with opacity and CSS visibility: not in a display:none subtree (closed
 *   menus and disclosure panels use the `hidden` attribute or are not in the DOM at all), not
 *   visibility:hidden, not opacity 0 (native inputs hidden behind custom ones), not in the
 *   unrendered part of a closed <details>;
 * - what is left of its box after every ancestor that clips it (overflow other than visible;
 *   see clippingAncestors) has cut it is more than 1 × 1 px: sr-only text (1 px, clipped), a
 *   link scrolled out of a table's own scroll box, a panel collapsed to height 0 are not visible.
 * Controls are `a[href]`, button, input (not type=hidden), select, textarea, summary,
 * [role=button] and [tabindex] ≥ 0. A tabindex of -1 (<main>, headings that take focus after a
 * navigation, Radix's toast list) marks a focus target for scripts, not a control; a control
 * with pointer-events none cannot be hit; and while a modal dialog is open only its own
 * controls count, the rest of the page being inert. Two controls overlap when their visible
 * boxes share more than 1 px each way; one inside the other (a link in a focusable table
 * scroll box) is not an overlap. Measured at the top of the page, so a sticky header is where
 * it starts.
 *
 * One long function on purpose: Playwright sends it to the page as its source text, so its
 * helpers have to live inside it.
 */
function measureLayout({
  minCellWidth,
  maxUnbreakableWord,
}: {
  minCellWidth: number;
  maxUnbreakableWord: number;
}): Finding[] {
  const findings: Finding[] = [];
  const root = document.documentElement;
  const boxText = (r: { left: number; top: number; width: number; height: number }) =>
    `${Math.round(r.width)}×${Math.round(r.height)} at ${Math.round(r.left)},${Math.round(r.top)}`;

  const clipsOverflow = (element: Element) => {
    const style = getComputedStyle(element);
    return style.overflowX !== 'visible' || style.overflowY !== 'visible';
  };

  /**
   * The ancestors whose overflow can cut the element. An absolutely positioned element escapes
   * every clipping box below its containing block (offsetParent), a fixed one escapes them all:
   * an sr-only span in a table's scroll box without a positioned ancestor sticks out of it.
   */
  const clippingAncestors = (element: Element) => {
    const position = getComputedStyle(element).position;
    if (position === 'fixed') return [];
    const container = position === 'absolute' ? (element as HTMLElement).offsetParent : null;
    const found: Element[] = [];
    let reached = position !== 'absolute';
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent === container) reached = true;
      if (!reached || parent === root || parent === document.body) continue;
      if (clipsOverflow(parent)) found.push(parent);
    }
    return found;
  };

  /** The part of the element's box that its clipping ancestors let show, or null. */
  const visibleRect = (element: Element) => {
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return null;
    let { left, top, right, bottom } = element.getBoundingClientRect();
    for (const clipper of clippingAncestors(element)) {
      const clip = clipper.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    if (right - left <= 1 || bottom - top <= 1) return null;
    return { left, top, right, bottom, width: right - left, height: bottom - top };
  };

  /** A control's name; for a region its heading or caption, which names it in fewer words. */
  const shortText = (element: Element) => {
    const heading = element.matches('a, button, input, select, textarea, summary, td, th')
      ? null
      : element.querySelector('h1, h2, h3, h4, legend, caption, figcaption');
    const text =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.getAttribute('placeholder') ??
      element.getAttribute('title') ??
      heading?.textContent ??
      element.textContent ??
      '';
    const clean = text.replace(/\s+/g, ' ').trim();
    return clean.length > 40 ? `${clean.slice(0, 39)}…` : clean;
  };

  /** `nav "Admin" > a "Dashboard"`: the nearest named region, the element and its name. */
  const describe = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    const type = tag === 'input' ? `[type=${(element as HTMLInputElement).type}]` : '';
    const own = `${tag}${role ? `[role=${role}]` : ''}${type}`;
    const region = element.parentElement?.closest(
      'nav, header, footer, aside, [role="dialog"], table, form, main',
    );
    let where = '';
    if (region) {
      const name =
        region.getAttribute('aria-label') ??
        (region.tagName === 'TABLE' ? region.querySelector('caption')?.textContent : null);
      where = `${region.tagName.toLowerCase()}${name ? ` "${name.trim().slice(0, 30)}"` : ''} > `;
    }
    const text = shortText(element);
    return `${where}${own}${text ? ` "${text}"` : ''}`;
  };

  // (a) Sideways scrolling. Named: the outermost elements whose box reaches past the right edge
  // with nothing clipping them, and the innermost whose content (text too long for its box)
  // spills past it: the ones to fix.
  const viewportWidth = root.clientWidth;
  if (root.scrollWidth > viewportWidth) {
    const isFree = (element: Element) =>
      element.checkVisibility() && clippingAncestors(element).length === 0;
    const reachesOut = (element: Element) =>
      element.getBoundingClientRect().right > viewportWidth + 0.5 && isFree(element);
    const spills = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return (
        rect.right <= viewportWidth + 0.5 &&
        rect.left + element.scrollWidth > viewportWidth + 0.5 &&
        !clipsOverflow(element) &&
        isFree(element)
      );
    };
    const all = [...document.body.querySelectorAll('*')];
    const reaching = all.filter(
      (element) =>
        reachesOut(element) &&
        (!element.parentElement ||
          element.parentElement === document.body ||
          !reachesOut(element.parentElement)),
    );
    // A box that spills only because something inside it reaches out is not named again.
    const spilling = all.filter(
      (element) =>
        spills(element) &&
        ![...element.children].some((child) => spills(child)) &&
        !reaching.some((inner) => element.contains(inner)),
    );
    // The names say what to fix and read the same at every width; the boxes say where.
    const culprits = [...reaching, ...spilling].slice(0, 3);
    const more = reaching.length + spilling.length - culprits.length;
    const boxes = culprits.map((element) => {
      const box = boxText(element.getBoundingClientRect());
      return spilling.includes(element) ? `${box}, content ${element.scrollWidth} px wide` : box;
    });
    findings.push({
      gate: 'sideways scroll',
      element: culprits.length
        ? `${culprits.map((element) => describe(element)).join('; ')}${more > 0 ? ` and ${more} more` : ''}`
        : 'page (no single element found)',
      box: `page ${root.scrollWidth} px wide in ${viewportWidth} px${boxes.length ? `; ${boxes.join('; ')}` : ''}`,
    });
  }

  // (b) Table cells with text narrower than the minimum.
  for (const cell of document.querySelectorAll('td, th')) {
    if (!cell.textContent?.trim() || !visibleRect(cell)) continue;
    const rect = cell.getBoundingClientRect();
    if (rect.width < minCellWidth)
      findings.push({ gate: 'narrow cell', element: describe(cell), box: boxText(rect) });
  }

  // (c) Interactive controls whose visible boxes overlap. Behind an open modal dialog the page
  // is inert: a <dialog> opened with showModal or an aria-modal one leaves only its own controls;
  // Radix's modal dialogs turn pointer events off on <body> and back on for the dialog.
  const modal = [...document.querySelectorAll('dialog:modal, [aria-modal="true"]')].find((d) =>
    d.checkVisibility(),
  );
  const takesPointer = (element: Element) => getComputedStyle(element).pointerEvents !== 'none';
  const controls = [
    ...document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]',
    ),
  ]
    .filter((element) => !(Number(element.getAttribute('tabindex')) < 0))
    .filter((element) => (!modal || modal.contains(element)) && takesPointer(element))
    .map((element) => ({ element, rect: visibleRect(element) }))
    .filter((control): control is { element: Element; rect: NonNullable<typeof control.rect> } =>
      Boolean(control.rect),
    )
    .sort((a, b) => a.rect.top - b.rect.top);
  for (const [index, a] of controls.entries()) {
    for (const b of controls.slice(index + 1)) {
      if (b.rect.top >= a.rect.bottom - 1) break;
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (width > 1 && height > 1)
        findings.push({
          gate: 'overlap',
          element: `${describe(a.element)} overlaps ${describe(b.element)}`,
          box: `${boxText(a.rect)} and ${boxText(b.rect)}, shared ${Math.round(width)}×${Math.round(height)}`,
        });
    }
  }
  // (e) Clipped text. Three ways a box cuts what it should show:
  // - an element with text of its own and overflow hidden or clip (text-overflow: ellipsis
  //   needs one of them) whose content is wider than its box; a box that scrolls (auto,
  //   scroll) lets the reader reach the rest, so it is not named;
  // - a select whose chosen option's text is wider than the room the select gives it (its
  //   content box less the arrow, which Chromium draws inside it), so the reader sees
  //   "K-12 Campus (NovaLearn Acac";
  // - a run of letters and digits of at most maxUnbreakableWord split over two lines: a word
  //   or the part of an address between its dots and @ broken where no hyphen shows. A box too
  //   narrow for a name ("Administrato / r") cuts it as surely as hidden overflow. Only at the
  //   default text size: with the larger text a reader chose, a long word ("neurodiversidad" at
  //   360 px) may break rather than push the page sideways (reflow, WCAG 1.4.10); nothing of it
  //   is hidden.
  const hasOwnText = (element: Element) =>
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
  for (const element of document.body.querySelectorAll('*')) {
    if (!hasOwnText(element) || element.matches('script, style, select, option, textarea'))
      continue;
    const style = getComputedStyle(element);
    const hides = ['hidden', 'clip'].includes(style.overflowX);
    if (!hides || element.scrollWidth <= element.clientWidth + 1) continue;
    if (!visibleRect(element)) continue;
    findings.push({
      gate: 'clipped text',
      element: describe(element),
      box: `${boxText(element.getBoundingClientRect())}, text ${element.scrollWidth} px wide`,
    });
  }

  const canvas = document.createElement('canvas').getContext('2d')!;
  for (const select of document.querySelectorAll('select')) {
    const option = select.selectedOptions[0];
    if (!option || select.multiple || !visibleRect(select)) continue;
    const style = getComputedStyle(select);
    canvas.font = style.font;
    const textWidth = canvas.measureText(option.text.trim()).width;
    // Chromium's menulist arrow and the gap before it take about 1.25em of the content box.
    const arrow = style.appearance === 'none' ? 0 : parseFloat(style.fontSize) * 1.25;
    const room =
      select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
    if (textWidth > room + 1)
      findings.push({
        gate: 'clipped text',
        element: `${describe(select)} option "${option.text.trim().slice(0, 40)}"`,
        box: `${boxText(select.getBoundingClientRect())}, text ${Math.round(textWidth)} px in ${Math.round(room)} px`,
      });
  }

  if (document.documentElement.dataset.textSize === 'larger') return findings;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const broken = new Set<Element>();
  const lineTops = (range: Range) =>
    new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || broken.has(parent) || !text.trim()) continue;
    if (parent.closest('script, style, svg, [aria-hidden="true"]')) continue;
    if (getComputedStyle(parent).hyphens === 'auto' || !visibleRect(parent)) continue;
    const whole = document.createRange();
    whole.selectNodeContents(node);
    if (lineTops(whole).size < 2) continue;
    for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
      if (match[0].length < 2 || match[0].length > maxUnbreakableWord) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (lineTops(range).size < 2) continue;
      broken.add(parent);
      findings.push({
        gate: 'clipped text',
        element: `${describe(parent)} word "${match[0]}"`,
        box: `${boxText(parent.getBoundingClientRect())}, split over two lines`,
      });
      break;
    }
  }
  return findings;
}

/** Gates (a)–(c) and (e) on the page as it is drawn now, scrolled to the top. */
export async function checkLayout(page: Page): Promise<Finding[]> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    // tsx (scripts) compiles with keepNames, which wraps the helpers above in __name(): the page
    // needs it too. Vitest does not, and then this does nothing.
    (globalThis as { __name?: unknown }).__name ??= (fn: unknown) => fn;
  });
  return page.evaluate(measureLayout, {
    minCellWidth: MIN_CELL_WIDTH,
    maxUnbreakableWord: MAX_UNBREAKABLE_WORD,
  });
}

/** Gate (d): expectNoAxeViolations's violations, one finding per rule with the elements it found. */
export async function checkAxe(page: Page, label: string): Promise<Finding[]> {
  try {
    await expectNoAxeViolations(page, label);
    return [];
  } catch (error) {
    const actual = (error as { actual?: unknown }).actual;
    const lines = Array.isArray(actual) ? (actual as string[]) : [(error as Error).message];
    return lines.map((line) => {
      const [rule = '', ...targets] = line.split('\n').map((part) => part.trim());
      return { gate: 'axe', element: `${rule} — ${targets.join(', ')}`, box: '' };
    });
  }
}

/** Opens every <details>, so tables and controls folded away are checked too. */
export async function openAllDetails(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
}
