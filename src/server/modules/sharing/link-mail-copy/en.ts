import type { AccessLevel } from '../../../../domain/sharing/sharing.ts';
import type { LinkMailCopy } from './link-mail-copy.ts';

const WHAT_THE_LINK_ALLOWS: Record<AccessLevel, string> = {
  view: 'read the agreement and download it as a Word file',
  comment: 'read the agreement, download it and leave comments',
  edit: 'read the agreement, leave comments and make changes to its text',
};

export const en: LinkMailCopy = {
  greeting: 'Hello,',
  linkTerms: (accessLevel, worksUntil) =>
    `With this link you can ${WHAT_THE_LINK_ALLOWS[accessLevel]}. ` +
    (worksUntil
      ? `The link works until ${worksUntil}.`
      : 'The link does not expire, but it can be switched off at any time.'),
  keepPrivate:
    'No account or password is needed. Please keep the link to yourself: anyone who has it can use it.',
  notExpecting: 'If you were not expecting this message, you can ignore it.',
  invitation: {
    subject: ({ organisationName, title }) =>
      `${organisationName} invited you to work on "${title}"`,
    lead: ({ organisationName, title }) =>
      `${organisationName} has invited you to collaborate on the agreement "${title}".`,
  },
  share: {
    subject: ({ organisationName, title }) => `${organisationName} shared "${title}" with you`,
    lead: ({ organisationName, title }) =>
      `${organisationName} has shared the agreement "${title}" with you.`,
  },
  openIt: (url) => `Open it here: ${url}`,
  sentNda: {
    subject: ({ organisationName, title }) => `${organisationName} sent you the NDA "${title}"`,
    openIt: (title, url) => `Open the NDA "${title}" here: ${url}`,
  },
};
