import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { pathInLocale } from '../../../domain/common/i18n.ts';
import {
  MANAGE_GIVING_LINK_PATH,
  type DonorPortalDto,
} from '../../../domain/giving/donor-portal.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatMoney } from './portal-format.ts';
import { useChangeMonthlyGift, useOpenCardPage, usePortal, type MonthlyAction } from './api.ts';
import { GiftHistory } from './gift-history.tsx';
import { LinkExpired } from './link-expired.tsx';
import { MonthlyGiftPanel } from './monthly-gift-panel.tsx';
import type { PortalCopy } from './portal-copy.ts';
import { formatDay } from './portal-format.ts';

const FRAME = 'mx-auto max-w-3xl px-4 py-12 md:py-16';

/** A link that no longer opens the page: unknown, replaced or expired (404), or malformed (400). */
export const isDeadLink = (error: unknown) => [400, 404].includes(readErrorStatus(error) ?? 0);

/** The server's refusal, plainly: its own words in English, their meaning in Spanish. */
export function describeFailure(copy: PortalCopy, error: unknown): string {
  if (isDeadLink(error)) return copy.expiredText;
  const status = readErrorStatus(error) ?? 0;
  if (copy.locale === 'en') return readServerMessage(error) ?? copy.failed;
  return copy.errors[status] ?? copy.failed;
}

function noticeFor(copy: PortalCopy, action: MonthlyAction, page: DonorPortalDto, giftId: string) {
  const gift = page.monthlyGifts.find((one) => one.id === giftId);
  switch (action.kind) {
    case 'amount':
      return copy.done.amount(formatMoney(action.amountCents));
    case 'pause':
      return copy.done.pause(formatDay(gift?.pausedUntil ?? '', copy.locale));
    case 'resume':
      return copy.done.resume;
    case 'cancel':
      return copy.done.cancel;
  }
}

/**
 * The donor's own page behind the mailed link, in their language: when the data's language is
 * not the address's, the page moves to its twin (the cached answer comes along).
 */
export function DonorPortalPage({ copy, token }: { copy: PortalCopy; token: string }) {
  const portal = usePortal(token);
  const change = useChangeMonthlyGift(token);
  const card = useOpenCardPage(token);
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const language = portal.data?.language;

  useEffect(() => {
    if (language && language !== copy.locale) {
      void navigate(`${pathInLocale(MANAGE_GIVING_LINK_PATH, language)}${token}`, {
        replace: true,
      });
    }
  }, [language, copy.locale, navigate, token]);

  if (portal.isPending || (language && language !== copy.locale)) {
    return (
      <div className={FRAME}>
        <h1 className="sr-only">{copy.title}</h1>
        <Spinner label={copy.loading} showLabel />
      </div>
    );
  }
  if (portal.isError) {
    if (isDeadLink(portal.error)) {
      return (
        <div className={FRAME}>
          <LinkExpired copy={copy} />
        </div>
      );
    }
    return (
      <div className={FRAME}>
        <h1 className="text-3xl leading-tight font-bold text-ink">{copy.title}</h1>
        <p role="alert" className="mt-4 text-lg text-ink">
          {copy.loadFailed}
        </p>
        <Button variant="secondary" className="mt-6" onClick={() => void portal.refetch()}>
          {copy.retry}
        </Button>
      </div>
    );
  }

  const page = portal.data;
  const today = todayIsoDate(new Date());
  const actionsFor = (giftId: string) => ({
    change: (action: MonthlyAction, done?: () => void) => {
      setNotice(null);
      setFailure(null);
      change.mutate(
        { giftId, action },
        {
          onSuccess: (next) => {
            setNotice(noticeFor(copy, action, next, giftId));
            done?.();
          },
          onError: (error) => setFailure(describeFailure(copy, error)),
        },
      );
    },
    openCard: () => {
      setFailure(null);
      card.mutate(giftId, {
        onSuccess: (url) => window.location.assign(url),
        onError: (error) => setFailure(describeFailure(copy, error)),
      });
    },
    isPending: change.isPending,
    isOpeningCard: card.isPending,
    error: failure,
    focusNotice: () => noticeRef.current?.focus(),
  });

  return (
    <div className={FRAME}>
      <h1 className="text-3xl leading-tight font-bold text-ink md:text-4xl">{copy.title}</h1>
      <p className="mt-3 text-lg text-ink">{copy.hello(page.firstName)}</p>
      {page.monthlyGifts.length > 0 && (
        <section aria-labelledby="portal-monthly" className="mt-10">
          <h2 id="portal-monthly" className="text-2xl font-bold text-ink">
            {copy.monthlyTitle}
          </h2>
          <div ref={noticeRef} tabIndex={-1} role="status" className="empty:hidden">
            {notice && (
              <p className="mt-4 rounded-md border-4 border-brand bg-brand-soft p-4 text-brand-ink">
                {notice}
              </p>
            )}
          </div>
          <div role="alert" className="empty:hidden">
            {failure && (
              <p className="mt-4 rounded-md border-2 border-danger bg-danger-soft p-3 text-danger-ink">
                {failure}
              </p>
            )}
          </div>
          {page.monthlyGifts.map((gift) => (
            <MonthlyGiftPanel
              key={gift.id}
              copy={copy}
              gift={gift}
              today={today}
              canChange={page.canChangeMonthlyGifts}
              contactEmail={page.contactEmail}
              actions={actionsFor(gift.id)}
            />
          ))}
        </section>
      )}
      <GiftHistory copy={copy} token={token} page={page} />
    </div>
  );
}
