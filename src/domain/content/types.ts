/** Shapes shared by the content modules. Pages only lay these out; they never add copy. */

/** A link inside the site (React Router path, optionally with a #fragment). */
export type SiteLink = {
  label: string;
  to: string;
};

/** One dated step. `when` is shown as written ("Fall 2026"), because most dates are seasons. */
export type TimelineEntry = {
  when: string;
  what: string;
  /** A step we are in now gets a visible "Current phase" marker. */
  isCurrent?: boolean;
};

/** A titled block of plain text, shown as a card with an h3. */
export type TextCard = {
  title: string;
  text: string;
  points?: readonly string[];
};

export type Question = {
  question: string;
  answer: readonly string[];
};

/**
 * A drawing made for this site: an SVG file under public/illustrations, shown with its width and
 * height so the page keeps its place before it loads (ADR 016). `alt` says what it shows for
 * readers who cannot see it; it is empty only for a drawing that adds nothing to the words.
 */
export type Illustration = {
  src: string;
  width: number;
  height: number;
  alt: string;
};
