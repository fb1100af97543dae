import type { Config } from '@react-router/dev/config';

/**
 * SPA build with prerendered public pages (ADR 003): every public route listed here is written to
 * build/client/<route>/index.html; everything else (the admin area) boots from __spa-fallback.html.
 */
export default {
  appDirectory: 'src/client',
  ssr: false,
  prerender: [
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
  ],
} satisfies Config;
