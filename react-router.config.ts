import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './src/domain/site/public-pages.ts';

/**
 * SPA build with prerendered public pages (ADR 003): every public route listed here is written to
 * build/client/<route>/index.html (English, and Spanish under /es); everything else (the admin area) boots from __spa-fallback.html.
 */
export default {
  appDirectory: 'src/client',
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  // React Router 7's behaviour, chosen explicitly: unset flags print a warning on every build
  // (and so on a first `npm start`). Each is taken up when we move to React Router 8.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
