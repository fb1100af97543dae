import type { ContentData } from '../../../domain/content/content-data.ts';
import type { MetaDescriptor } from 'react-router';
import type { CampusesContent, MissionContent } from '../../../domain/content/modules.ts';
import { ORGANISATION_NAME } from '../../../domain/common/organisation.ts';
import { absoluteUrl, getSiteConfig } from '../../lib/site-config.ts';

/** schema.org EducationalOrganization for search engines, written into the home page's head. */
export function organisationJsonLd(
  { MISSION }: MissionContent,
  { CAMPUSES }: ContentData<CampusesContent>,
): MetaDescriptor {
  const { supportEmail, phone } = getSiteConfig();
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: ORGANISATION_NAME,
      url: absoluteUrl('/'),
      slogan: MISSION.slogan,
      description: MISSION.statement,
      email: supportEmail,
      telephone: phone,
      areaServed: { '@type': 'State', name: 'Texas' },
      subOrganization: CAMPUSES.map((campus) => ({
        '@type': 'EducationalOrganization',
        name: campus.name,
        url: absoluteUrl(campus.path),
        address: {
          '@type': 'PostalAddress',
          addressLocality: campus.town,
          addressRegion: 'TX',
          addressCountry: 'US',
        },
      })),
    },
  };
}
