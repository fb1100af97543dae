import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './src/domain/public-pages.ts';

/**
 * SPA build with prerendered public pages (ADR 003): every public route listed here is written to
 * build/client/<route>/index.html (English, and Spanish under /es); everything else (the admin area) boots from __spa-fallback.html.
 */
export default {
  appDirectory: 'src/client',
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
