import type { MetaDescriptor } from 'react-router';
import type { PageMeta } from '../../../domain/content/pages.ts';
import { LOCALES, localeOfPath, pathInLocale } from '../../../domain/common/i18n.ts';
import { ORGANISATION_NAME } from '../../../domain/common/organisation.ts';
import { absoluteUrl } from '../../lib/site-config.ts';

const OPEN_GRAPH_LOCALE = { en: 'en_US', es: 'es_US' } as const;

/**
 * Title, description, canonical link, the page in each language (hreflang, both ways, English as
 * the default) and Open Graph tags of a public page. URLs are built from the configured public
 * address (the server swaps it in at start-up).
 */
export function publicPageMeta(page: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(page.path);
  const alternates = LOCALES.map((locale) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: locale,
    href: absoluteUrl(pathInLocale(page.path, locale)),
  }));
  return [
    ...alternates,
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absoluteUrl(pathInLocale(page.path, 'en')),
    },
    { property: 'og:locale', content: OPEN_GRAPH_LOCALE[localeOfPath(page.path)] },
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
