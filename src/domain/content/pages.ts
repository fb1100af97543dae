import { ORGANISATION_NAME } from '../organisation.ts';

/**
 * Title and description of a public page: unique, so search results and tabs tell them apart.
 * Each page keeps its own in its content module (HOME_META in home.ts, ...), not in one list
 * here: a list every route imports would put every page's description in every page's script.
 */
export type PageMeta = { path: string; title: string; description: string };

export const pageTitle = (page: string) => `${page} | ${ORGANISATION_NAME}`;
