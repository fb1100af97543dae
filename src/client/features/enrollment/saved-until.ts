import { INTL_LOCALE, type Locale } from '../../../domain/common/i18n.ts';
import { ORGANISATION_TIME_ZONE } from '../../../domain/common/organisation.ts';

/** The last day a saving link works, as the mail says it: a long date, in Texas. */
export const formatSavedUntil = (locale: Locale, expiresAt: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'long',
    timeZone: ORGANISATION_TIME_ZONE,
  }).format(new Date(expiresAt));
