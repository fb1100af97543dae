import { createContext, useContext } from 'react';
import type * as navigation from '../../domain/content/navigation.ts';
import type * as siteShell from '../../domain/content/site-shell.ts';
import type { TranslatedModule } from '../../domain/content/translated.ts';
import type { Locale } from '../../domain/common/i18n.ts';

/**
 * The language of a public page and the words of its header and footer. Each language's layout
 * route (layouts/public-layout.tsx, layouts/public-layout-es.tsx) imports its own copy, so an
 * English page never downloads the Spanish one, and the other way round.
 */
export type SiteShellContent = {
  locale: Locale;
  navigation: TranslatedModule<typeof navigation>;
  shell: TranslatedModule<typeof siteShell>;
};

const SiteShellContext = createContext<SiteShellContent | null>(null);

export const SiteShellProvider = SiteShellContext.Provider;

export function useSiteShell(): SiteShellContent {
  const content = useContext(SiteShellContext);
  if (!content) throw new Error('useSiteShell is only for pages inside a public layout.');
  return content;
}
