import type { Locale } from '../../../domain/common/i18n.ts';
import type { TranslatedModule } from '../../../domain/content/translated.ts';
import type * as visitStory from '../../../domain/content/visit-story.ts';

/** The story page's words in one language: its route module picks English or Spanish (ADR 012). */
export type StoryCopy = {
  locale: Locale;
  story: TranslatedModule<typeof visitStory>;
};
