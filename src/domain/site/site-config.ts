/**
 * Contact details and the public address of the site come from the server's configuration
 * (ORG_SUPPORT_EMAIL, ORG_MEDIA_EMAIL, ORG_PHONE, PUBLIC_URL), but public pages are prerendered at
 * build time. So pages are prerendered with these exact default values; at start-up the server
 * replaces them in the HTML with the configured ones and gives the same values to the client in
 * `window.__SITE__`, so hydration sees what the HTML shows.
 */
export type SiteConfig = {
  publicUrl: string;
  supportEmail: string;
  mediaEmail: string;
  phone: string;
  /**
   * ORGANIZATION_TIME_ZONE: every date and time is shown in it (common/date-format.ts). Not in the
   * prerendered HTML, which shows none; absent means the default, America/Chicago.
   */
  timeZone?: string;
};

export const PRERENDER_SITE_CONFIG: SiteConfig = {
  publicUrl: 'https://public-url.invalid',
  supportEmail: 'support@example.org',
  mediaEmail: 'media@example.org',
  phone: '(555) 010-0199',
};
