import type { Locale } from '../../../domain/common/i18n.ts';
import { formatDateTimeIn } from '../../../domain/common/localized-date-format.ts';
import type * as verifyAgreement from '../../../domain/content/verify-agreement.ts';
import type { TranslatedModule } from '../../../domain/content/translated.ts';
import { getSiteConfig } from '../../lib/site-config.ts';

/** Every word of the verify page in one language: the route module picks the module (ADR 012). */
export type VerifyWords = TranslatedModule<typeof verifyAgreement>;
export type VerifyCopy = { locale: Locale; words: VerifyWords };

/** A time from the API in the page's language, in the organisation's time zone. */
export const formatWhen = (locale: Locale, iso: string) =>
  formatDateTimeIn(locale, new Date(iso), getSiteConfig().timeZone);
