import { tabSlugOf } from '../../../ui/link-tabs.tsx';

/**
 * The document page's parts, each at its own address under /admin/documents/:id,
 * instead of one very long page: the text at the page's own address, the rest one segment below it.
 */
export const DOCUMENT_TABS = [
  { slug: '', label: 'Text' },
  { slug: 'sharing', label: 'Sharing' },
  { slug: 'signature', label: 'Signature' },
  { slug: 'comments', label: 'Comments & activity' },
  { slug: 'versions', label: 'Versions' },
] as const;

export type DocumentTabSlug = (typeof DOCUMENT_TABS)[number]['slug'];

/** The tab a path names after the id, or null for an address that is no tab. */
export function documentTabOf(splat: string | undefined): DocumentTabSlug | null {
  return tabSlugOf(
    DOCUMENT_TABS.map((tab) => tab.slug),
    splat,
  );
}

export const documentTabPath = (documentId: string, slug: DocumentTabSlug) =>
  `/admin/documents/${documentId}${slug ? `/${slug}` : ''}`;
