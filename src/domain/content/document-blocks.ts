/**
 * The shape of an authored document (strategy papers, agreements, the hospital proposal). The
 * text is data; the server lays the same data out as Word, HTML or PDF, so the three never differ.
 */

/** One numbered clause. The number is written out ("4.2") so other clauses can refer to it. */
export type Clause = { number: string; text: string };

export type DocumentTable = {
  /** Says what the table shows; read out first by screen readers and shown above it in Word. */
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
};

export type DocumentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  /** Steps to take in order, numbered 1, 2, 3. */
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'clauses'; items: readonly Clause[] }
  | ({ kind: 'table' } & DocumentTable)
  /** A web or mailto: address, shown as a link where the format has links. */
  | { kind: 'link'; label: string; href: string }
  /** A signature block for each party: lines to sign, print the name and title, and date. */
  | { kind: 'signatures'; parties: readonly string[] };

export type DocumentSection = {
  title: string;
  blocks: readonly DocumentBlock[];
};

export type AuthoredDocument = {
  title: string;
  /** What kind of document it is, in a few words; shown under the title and in the letterhead. */
  kind: string;
  /** Shown before the first section: who it is for, and that it is a draft where that matters. */
  notice: string;
  sections: readonly DocumentSection[];
};

export const paragraph = (text: string): DocumentBlock => ({ kind: 'paragraph', text });
export const subheading = (text: string): DocumentBlock => ({ kind: 'subheading', text });
export const bullets = (...items: string[]): DocumentBlock => ({ kind: 'bullets', items });
export const steps = (...items: string[]): DocumentBlock => ({ kind: 'steps', items });
export const signatures = (...parties: string[]): DocumentBlock => ({
  kind: 'signatures',
  parties,
});
export const link = (label: string, href: string): DocumentBlock => ({ kind: 'link', label, href });
export const table = (options: DocumentTable): DocumentBlock => ({ kind: 'table', ...options });

/**
 * The clauses of one article, numbered "<article>.1", "<article>.2" and so on, so a clause can
 * be added or removed without renumbering the rest by hand.
 */
export const clauses = (article: number, ...texts: string[]): DocumentBlock =>
  clausesFrom(article, 1, ...texts);

/** More clauses of the same article after a table or a paragraph: numbering goes on at `first`. */
export const clausesFrom = (article: number, first: number, ...texts: string[]): DocumentBlock => ({
  kind: 'clauses',
  items: texts.map((text, index) => ({ number: `${article}.${first + index}`, text })),
});

/** Legal drafts say plainly, at the top, that they are not final and not legal advice. */
export const COUNSEL_REVIEW_NOTICE =
  'Draft for review by counsel. This draft is not legal advice, has not been reviewed by a lawyer, and is not signed or filed. Do not rely on it until counsel has approved a final version.';
