import { LOCALES, type Locale } from '../../../domain/common/i18n.ts';
import { rememberLanguage } from '../../lib/language-choice.ts';
import { followStickyHeader } from '../../lib/sticky-header-offset.ts';
import { enhanceDialogTrigger } from './dialog-trigger.ts';
import { enhanceMenuButton } from './menu-button.ts';
import { enhanceNavDisclosure } from './nav-disclosure.ts';
import { enhanceReadingPreferencesButton } from './reading-preferences-button.ts';

/**
 * The only script of a page that does not hydrate (ADR 028: the home pages). React drew the
 * page when it was prerendered; this gives the public shell's controls the same behaviour
 * React gives them on the other pages, from the attributes the components write for it.
 * Links are plain links: following one loads the next page, which is prerendered too.
 */
const all = <Element extends HTMLElement>(selector: string) =>
  document.querySelectorAll<Element>(selector);

const isLocale = (value: string | undefined): value is Locale =>
  LOCALES.some((locale) => locale === value);

for (const root of all('[data-nav-disclosure]')) enhanceNavDisclosure(root);
for (const button of all<HTMLButtonElement>('[data-menu-button]')) enhanceMenuButton(button);
for (const button of all<HTMLButtonElement>('[data-opens-dialog]')) enhanceDialogTrigger(button);
for (const button of all<HTMLButtonElement>('[data-opens-reading-preferences]')) {
  enhanceReadingPreferencesButton(button);
}
for (const link of all<HTMLAnchorElement>('[data-language-choice]')) {
  const locale = link.dataset.languageChoice;
  if (isLocale(locale)) link.addEventListener('click', () => rememberLanguage(locale));
}
for (const header of all('[data-sticky-header]')) followStickyHeader(header);

// Said once everything above listens, so a test (or anything else) knows the page is ready.
document.documentElement.setAttribute('data-page-ready', '');
