import type { MetaDescriptor } from 'react-router';
import type { PageMeta } from '../../../domain/content/pages.ts';
import { ORGANISATION_NAME } from '../../../domain/organisation.ts';
import { absoluteUrl } from '../../lib/site-config.ts';

/**
 * Title, description, canonical link and Open Graph tags of a public page. The canonical URL
 * is built from the configured public address (the server swaps it in at start-up).
 */
export function publicPageMeta(page: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(page.path);
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: ORGANISATION_NAME },
  ];
}
