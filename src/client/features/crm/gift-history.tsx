import type { DonationDto } from '../../../domain/crm-schemas.ts';
import { formatExactDollars } from '../../../domain/crm-rules.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge, type BadgeVariant } from '../../ui/badge.tsx';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';
import { AcknowledgmentAction } from './acknowledgment-action.tsx';
import { DONATION_STATUS_LABELS, PAYMENT_METHOD_LABELS } from './crm-labels.ts';
import { GiftStatusActions } from './gift-status-actions.tsx';
import { NoValue } from './no-value.tsx';

const STATUS_BADGES: Record<DonationDto['status'], BadgeVariant> = {
  completed: 'success',
  pending: 'default',
  cancelled: 'muted',
};

const COLUMNS = [
  'Date',
  'Amount',
  'Status',
  'Designation',
  'Campaign',
  'Payment',
  'Thank-you letter',
];

/**
 * Every gift except pledges, newest first; pledge payments say which pledge they pay. Amounts to
 * the cent: this is the gift itself, not a dashboard total (spec §9's whole dollars).
 */
export function GiftHistory({ gifts }: { gifts: readonly DonationDto[] }) {
  if (gifts.length === 0) {
    return <p className="text-ink-muted">No gifts yet.</p>;
  }
  return (
    <Table caption="Gifts from this donor" hideCaption>
      <THead>
        <TRow>
          {COLUMNS.map((column) => (
            <TH key={column}>{column}</TH>
          ))}
        </TRow>
      </THead>
      <TBody>
        {gifts.map((gift) => (
          <TRow key={gift.id}>
            <TH scope="row" className="font-medium whitespace-nowrap">
              {formatDate(gift.giftDate)}
            </TH>
            <TD className="text-right tabular-nums">
              {formatExactDollars(gift.amountCents)}
              {gift.pledgeId ? (
                <span className="block text-sm text-ink-muted">Pledge payment</span>
              ) : null}
            </TD>
            <TD>
              <div className="grid justify-items-start gap-2">
                <Badge variant={STATUS_BADGES[gift.status]}>
                  {DONATION_STATUS_LABELS[gift.status]}
                </Badge>
                {gift.status === 'pending' ? <GiftStatusActions gift={gift} /> : null}
              </div>
            </TD>
            <TD>{gift.designation ?? <NoValue />}</TD>
            <TD>{gift.campaignName ?? <NoValue />}</TD>
            <TD>{gift.paymentMethod ? PAYMENT_METHOD_LABELS[gift.paymentMethod] : <NoValue />}</TD>
            <TD>
              {gift.status === 'completed' ? (
                <AcknowledgmentAction gift={gift} />
              ) : (
                <span className="text-sm text-ink-muted">Once the gift is completed</span>
              )}
            </TD>
          </TRow>
        ))}
      </TBody>
    </Table>
  );
}
