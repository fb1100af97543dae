import { readFileSync } from 'node:fs';
import { isParagraph } from '../src/domain/readability/budget.ts';

/**
 * What the family-language mail tests share: a mail's lines as a reader scores them, and the
 * terms docs/glossary-es.md says to avoid that a mail still uses.
 */

export type Mail = { subject: string; text: string };

export const withoutUrls = (text: string) => text.replace(/https?:\/\/\S+/g, '');

/** Each line of the mails once, without links; a list item ("- ...") without its dash. */
export function readableLines(mails: readonly Mail[]): string[] {
  const lines = mails
    .flatMap((mail) => [mail.subject, ...mail.text.split('\n')])
    .map((line) => withoutUrls(line).replace(/^- /, ''))
    .filter(isParagraph);
  return [...new Set(lines)];
}

/** The "Avoid" column of the glossary's table. */
function avoidedTerms(): string[] {
  const glossary = readFileSync(new URL('../docs/glossary-es.md', import.meta.url), 'utf8');
  return glossary
    .split('\n## ')[0]!
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(English|---)/.test(line))
    .flatMap((line) => (line.split('|')[3] ?? '').split(';'))
    .map((term) => term.trim())
    .filter(Boolean);
}

/** The avoided terms found in the mails, as whole words outside links and addresses. */
export function avoidedTermsIn(mails: readonly Mail[]): string[] {
  const avoided = avoidedTerms();
  if (!avoided.includes('e-mail')) throw new Error('The glossary table was not read.');
  const text = mails
    .map((mail) => withoutUrls(`${mail.subject}\n${mail.text}`))
    .join('\n')
    .toLowerCase();
  return avoided.filter((term) =>
    new RegExp(`(?<![\\p{L}@.])${term.toLowerCase()}(?![\\p{L}])`, 'u').test(text),
  );
}
