import { ORGANISATION_NAME } from '../common/organisation.ts';
import type { SiteLink } from './types.ts';

/**
 * Title and description of a public page: unique, so search results and tabs tell them apart.
 * Each page keeps its own in its content module (HOME_META in home.ts, ...), not in one list
 * here: a list every route imports would put every page's description in every page's script.
 */
export type PageMeta = { path: string; title: string; description: string };

export const pageTitle = (page: string) => `${page} | ${ORGANISATION_NAME}`;

/** The page for an address where there is none (routes/not-found.tsx, routes/es/not-found.tsx). */
export const NOT_FOUND = {
  title: 'Page Not Found',
  text: 'There is no page at this address. It may have moved, or the address may have a typing mistake.',
  homeLink: { label: 'Go to the home page', to: '/' } satisfies SiteLink,
} as const;
