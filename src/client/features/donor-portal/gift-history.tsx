import type { DonorPortalDto } from '../../../domain/giving/donor-portal.ts';
import { formatMoney } from './portal-format.ts';
import { statementUrl } from './api.ts';
import { designationLabel } from './designation-label.ts';
import type { PortalCopy } from './portal-copy.ts';
import { formatDay } from './portal-format.ts';

/** The donor's gifts, newest first, and one statement download per year with gifts. */
export function GiftHistory(props: { copy: PortalCopy; token: string; page: DonorPortalDto }) {
  const { copy, token, page } = props;
  return (
    <>
      <section aria-labelledby="portal-gifts" className="mt-10">
        <h2 id="portal-gifts" className="text-2xl font-bold text-ink">
          {copy.giftsTitle}
        </h2>
        {page.gifts.length === 0 ? (
          <p className="mt-3 text-ink">{copy.noGifts}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line border-y border-line">
            {page.gifts.map((gift, index) => (
              <li key={`${gift.date}-${index}`} className="grid gap-1 py-3 sm:grid-cols-3">
                <span className="text-ink">
                  <span className="sr-only">{copy.columns.date}: </span>
                  {formatDay(gift.date, copy.locale)}
                </span>
                <span className="font-semibold text-ink">
                  <span className="sr-only">{copy.columns.amount}: </span>
                  {formatMoney(gift.amountCents)} {gift.monthly ? copy.monthlyMark : null}
                </span>
                <span className="break-words text-ink">
                  <span className="sr-only">{copy.columns.designation}: </span>
                  {designationLabel(gift.designation, copy.locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {page.statementYears.length > 0 && (
        <section aria-labelledby="portal-statements" className="mt-10">
          <h2 id="portal-statements" className="text-2xl font-bold text-ink">
            {copy.statementsTitle}
          </h2>
          <p className="mt-2 max-w-prose text-ink">{copy.statementsLead}</p>
          <ul className="mt-3 grid gap-2">
            {page.statementYears.map((year) => (
              <li key={year}>
                <a
                  href={statementUrl(token, year)}
                  download
                  className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
                >
                  {copy.statementLink(year)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
