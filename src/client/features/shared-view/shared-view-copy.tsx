import { createContext, useContext } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import { formatDateTimeIn, formatDayIn } from '../../../domain/common/localized-date-format.ts';
import * as spanish from '../../../domain/content/es/shared-view.ts';
import * as english from '../../../domain/content/shared-view.ts';
import type { TranslatedModule } from '../../../domain/content/translated.ts';
import { getSiteConfig } from '../../lib/site-config.ts';

/**
 * The page's own words in one language (never the document's text, which stays as written). The
 * page switches language without changing address, so both languages are here.
 */
export type SharedViewWords = TranslatedModule<typeof english>;
export type SharedViewCopy = { locale: Locale; words: SharedViewWords };

export const SHARED_VIEW_COPY: Record<Locale, SharedViewCopy> = {
  en: { locale: 'en', words: english },
  es: { locale: 'es', words: spanish },
};

const SharedViewCopyContext = createContext<SharedViewCopy>(SHARED_VIEW_COPY.en);

export const SharedViewCopyProvider = SharedViewCopyContext.Provider;

export const useSharedViewCopy = (): SharedViewCopy => useContext(SharedViewCopyContext);

/** Times and days from the API in the page's language, in the organisation's time zone. */
export const formatWhen = (locale: Locale, iso: string) =>
  formatDateTimeIn(locale, new Date(iso), getSiteConfig().timeZone);

export const formatDay = (locale: Locale, iso: string) =>
  formatDayIn(locale, new Date(iso), getSiteConfig().timeZone);
