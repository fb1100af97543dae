import type { Locale } from '../../../domain/common/i18n.ts';
import { formatDateTimeIn, formatDayIn } from '../../../domain/common/localized-date-format.ts';
import * as en from '../../../domain/content/signing.ts';
import * as es from '../../../domain/content/es/signing.ts';
import type { TranslatedModule } from '../../../domain/content/translated.ts';
import { getSiteConfig } from '../../lib/site-config.ts';

/**
 * Every word of the signing page in both languages. Both load with the page, unlike the public
 * pages' one-language route modules (ADR 012): the signer may switch language at any time.
 */
export type SigningCopy = TranslatedModule<typeof en>;
export const SIGNING_COPY: Record<Locale, SigningCopy> = { en, es };

/**
 * "Jan 15, 2026" / "15 de enero de 2026". A YYYY-MM-DD is a calendar date: read at noon UTC and
 * told in UTC, it is that day whatever the time zone.
 */
export const formatSigningDay = (language: Locale, isoDate: string) =>
  formatDayIn(language, new Date(`${isoDate}T12:00:00Z`), 'UTC');

/**
 * "Jan 15, 2026 at 3:04 PM CST" / "15 de enero de 2026 a las 3:04 p. m. CST": in the
 * organisation's time zone, as the mails say it.
 */
export const formatSigningTime = (language: Locale, instant: string) =>
  formatDateTimeIn(language, new Date(instant), getSiteConfig().timeZone);
