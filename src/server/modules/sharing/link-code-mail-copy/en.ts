import type { LinkCodeMailCopy } from './link-code-mail-copy.ts';

export const en: LinkCodeMailCopy = {
  subject: ({ title }) => `Your code to open "${title}"`,
  greeting: 'Hello,',
  lead: ({ organisationName, title }) =>
    `Here is your code to open the document "${title}" that ${organisationName} shared with you:`,
  validity: ({ minutes }) =>
    `Type it on the page where you asked for it. It works for ${minutes} minutes, and only once.`,
  notAsked: 'If you did not ask for it, you can ignore this mail. Nobody else can use the code.',
};
