import type { AccessLevel } from '../../../../domain/sharing/sharing.ts';

/** What a link mail names; one line each (titles and names are typed by people). */
export type LinkMailFacts = { title: string; organisationName: string };

/**
 * All the words of the mails that carry a share link to a partner, in one language. en.ts and
 * es.ts are both typed by this, so a text missing in one language is a type error.
 */
export type LinkMailCopy = {
  greeting: string;
  /** What the link lets its holder do, and until when; `worksUntil` is formatted, null: never. */
  linkTerms: (accessLevel: AccessLevel, worksUntil: string | null) => string;
  keepPrivate: string;
  notExpecting: string;
  /** An invitation to work on the NDA. */
  invitation: { subject: (facts: LinkMailFacts) => string; lead: (facts: LinkMailFacts) => string };
  /** A link from the healthcare sharing centre. */
  share: { subject: (facts: LinkMailFacts) => string; lead: (facts: LinkMailFacts) => string };
  /** Under the invitation's or the share's lead. */
  openIt: (url: string) => string;
  /** The NDA sent by "Send", under the admin's own message. */
  sentNda: {
    subject: (facts: LinkMailFacts) => string;
    openIt: (title: string, url: string) => string;
  };
};
