/** What a code mail names; one line each (titles and names are typed by people). */
export type CodeMailFacts = { title: string; organisationName: string; minutes: number };

/**
 * The words of the mail that carries a share link's one-time code (ADR 049), in one language.
 * en.ts and es.ts are both typed by this, so a text missing in one language is a type error.
 */
export type LinkCodeMailCopy = {
  subject: (facts: CodeMailFacts) => string;
  greeting: string;
  /** The line above the code. */
  lead: (facts: CodeMailFacts) => string;
  /** How long and how often the code works. */
  validity: (facts: CodeMailFacts) => string;
  notAsked: string;
};
