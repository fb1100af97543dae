import { pathInLocale } from '../common/i18n.ts';

/**
 * The public pages that are prerendered (react-router.config.ts), by their English address.
 * Each one also exists in Spanish under /es (ADR 012), and the language choice script
 * (root.tsx) takes a visitor who chose a language to their version of it.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/about',
  '/nexus-learning',
  '/nexus-stem-college',
  '/ilias-program',
  '/partnership',
  '/contact',
  '/fundraising-overview',
  '/neurodiversity-analytics',
  '/texas-childrens-proposal',
  '/texas-childrens-partnership',
  '/corporate-structure',
  '/enrollment',
  '/give',
  // Verify a signed agreement (ADR 019): families and partners check their PDF in their language.
  '/verify',
  // Visits (ADR 052): the words are prerendered, the open times are read in the browser.
  '/visits',
] as const;

/** Every prerendered page: the English ones, then their Spanish twins. */
export const PRERENDERED_PATHS: readonly string[] = [
  ...PUBLIC_PAGE_PATHS,
  ...PUBLIC_PAGE_PATHS.map((path) => pathInLocale(path, 'es')),
];
