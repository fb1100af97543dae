import { INTL_LOCALE, type Locale } from '../../../domain/common/i18n.ts';
import { MAX_ONLINE_GIFT_CENTS, MIN_ONLINE_GIFT_CENTS } from '../../../domain/giving/giving.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';

/** Dollars and cents as on receipts and in the donor's mails: "$1,250.50" in both languages. */
export const formatMoney = (cents: number): string => formatExactDollars(cents);

/** The give page's limits, as the amount field's hint and message say them. */
export const formatExactDollarsLimits = () => ({
  min: formatMoney(MIN_ONLINE_GIFT_CENTS),
  max: formatMoney(MAX_ONLINE_GIFT_CENTS),
});

/** A calendar day ("2026-02-15") as a donor reads it: "February 15, 2026", "15 de febrero de 2026". */
export function formatDay(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
