import { PRERENDER_SITE_CONFIG, type SiteConfig } from '../../domain/site/site-config.ts';

declare global {
  interface Window {
    __SITE__?: SiteConfig;
  }
}

/** The configured contact details and public URL (see src/domain/site/site-config.ts for how). */
export function getSiteConfig(): SiteConfig {
  if (typeof window === 'undefined') return PRERENDER_SITE_CONFIG;
  return window.__SITE__ ?? PRERENDER_SITE_CONFIG;
}

/** An absolute URL on this site, for canonical links and Open Graph tags. */
export const absoluteUrl = (path: string) => `${getSiteConfig().publicUrl}${path}`;
