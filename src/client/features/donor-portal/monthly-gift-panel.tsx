import { useState } from 'react';
import type { PortalMonthlyGiftDto } from '../../../domain/giving/donor-portal.ts';
import { Button } from '../../ui/button.tsx';
import { formatMoney } from './portal-format.ts';
import { AmountChange } from './amount-change.tsx';
import type { MonthlyAction } from './api.ts';
import { CancelConfirm } from './cancel-confirm.tsx';
import { designationLabel } from './designation-label.ts';
import { PauseChoice } from './pause-choice.tsx';
import type { PortalCopy } from './portal-copy.ts';
import { formatDay } from './portal-format.ts';

export type MonthlyGiftActions = {
  /** Sends one change; `done` runs once the server has it. */
  change: (action: MonthlyAction, done?: () => void) => void;
  openCard: () => void;
  isPending: boolean;
  isOpeningCard: boolean;
  error: string | null;
  focusNotice: () => void;
};

/** One monthly gift: its state, and what the donor can do with it while it is not cancelled. */
export function MonthlyGiftPanel(props: {
  copy: PortalCopy;
  gift: PortalMonthlyGiftDto;
  today: string;
  canChange: boolean;
  contactEmail: string;
  actions: MonthlyGiftActions;
}) {
  const { copy, gift, actions } = props;
  const [open, setOpen] = useState<'amount' | 'pause' | null>(null);
  const day = (date: string) => formatDay(date, copy.locale);
  const toggle = (form: 'amount' | 'pause') => setOpen(open === form ? null : form);
  const isLive = gift.status !== 'cancelled';

  return (
    <div className="mt-4 rounded-md border-2 border-line p-4">
      <p className="text-lg font-semibold text-ink">
        {copy.monthlyLine(
          formatMoney(gift.amountCents),
          designationLabel(gift.designation, copy.locale),
        )}
      </p>
      <p className="mt-1 text-ink">
        {gift.status === 'active' && copy.active}
        {gift.status === 'paused' && gift.pausedUntil && copy.pausedUntil(day(gift.pausedUntil))}
        {gift.status === 'cancelled' &&
          copy.cancelledOn(day(gift.cancelledOn ?? gift.startedOn))}{' '}
        {copy.startedOn(day(gift.startedOn))}
      </p>
      {isLive && !props.canChange && (
        <p className="mt-3 text-ink">{copy.writeToUs(props.contactEmail)}</p>
      )}
      {isLive && props.canChange && (
        <>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              variant="secondary"
              className="min-h-11"
              aria-expanded={open === 'amount'}
              onClick={() => toggle('amount')}
            >
              {copy.changeAmount}
            </Button>
            {gift.status === 'active' ? (
              <Button
                variant="secondary"
                className="min-h-11"
                aria-expanded={open === 'pause'}
                onClick={() => toggle('pause')}
              >
                {copy.pause}
              </Button>
            ) : (
              <Button
                variant="secondary"
                className="min-h-11"
                disabled={actions.isPending}
                onClick={() => actions.change({ kind: 'resume' })}
              >
                {copy.resume}
              </Button>
            )}
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={actions.isOpeningCard}
              onClick={actions.openCard}
            >
              {actions.isOpeningCard ? copy.openingCard : copy.updateCard}
            </Button>
            <CancelConfirm
              copy={copy}
              isPending={actions.isPending}
              error={actions.error}
              onCancel={(done) => actions.change({ kind: 'cancel' }, done)}
              onClosedAfterCancel={actions.focusNotice}
            />
          </div>
          {open === 'amount' && (
            <div className="mt-4">
              <AmountChange
                copy={copy}
                currentCents={gift.amountCents}
                isPending={actions.isPending}
                onChange={(amountCents) =>
                  actions.change({ kind: 'amount', amountCents }, () => setOpen(null))
                }
              />
            </div>
          )}
          {open === 'pause' && gift.status === 'active' && (
            <div className="mt-4">
              <PauseChoice
                copy={copy}
                today={props.today}
                isPending={actions.isPending}
                onPause={(months) => actions.change({ kind: 'pause', months }, () => setOpen(null))}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
