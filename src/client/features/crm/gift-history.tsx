import type { SoftCreditDto } from '../../../domain/crm/credit-schemas.ts';
import type { DonationDto } from '../../../domain/crm/gift-dtos.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import { giftReference } from '../../../domain/giving/giving.ts';
import { LANGUAGE_NAMES } from '../../../domain/common/i18n.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge, type BadgeVariant } from '../../ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { AcknowledgmentAction } from './acknowledgment-action.tsx';
import { DONATION_STATUS_LABELS, PAYMENT_METHOD_LABELS } from './crm-labels.ts';
import { GiftStatusActions } from './gift-status-actions.tsx';
import { NoValue } from './no-value.tsx';
import { SoftCreditList } from './soft-credit-list.tsx';

/** Where an online gift came from, as staff read it beside the amount. */
export const onlineLabel = (gift: Pick<DonationDto, 'recurringGiftId'>) =>
  gift.recurringGiftId ? 'Monthly gift, give page' : 'Give page';

type TributeNotice = NonNullable<NonNullable<DonationDto['tribute']>['notify']>;

/** Whom the donor asked us to tell about the tribute, and whether they have been told. */
export const tributeNoticeLine = (notify: TributeNotice) =>
  notify.notifiedAt
    ? `Told ${notify.name} (${notify.email}) on ${formatDate(notify.notifiedAt)}, in ${LANGUAGE_NAMES[notify.language]}`
    : `${notify.name} (${notify.email}) is told with the thank-you letter, in ${LANGUAGE_NAMES[notify.language]}`;

export const STATUS_BADGES: Record<DonationDto['status'], BadgeVariant> = {
  completed: 'success',
  pending: 'default',
  cancelled: 'muted',
  failed: 'destructive',
  refunded: 'muted',
};

// A gift's date, amount, status and letter are what staff act on; the rest joins when wide.
/** A gift with who else is credited with it (the donor profile's one list, by gift). */
type GiftRow = DonationDto & { softCredits: readonly SoftCreditDto[] };

const COLUMNS: DataTableColumn<GiftRow>[] = [
  {
    id: 'date',
    header: 'Date',
    kind: 'rowHeader',
    noWrap: true,
    cell: (gift) => formatDate(gift.giftDate),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (gift) => (
      <>
        <span className="whitespace-nowrap tabular-nums">
          {formatExactDollars(gift.amountCents)}
        </span>
        {gift.pledgeId ? (
          <span className="block text-sm text-ink-muted">Pledge payment</span>
        ) : null}
        {gift.source === 'online' ? (
          <span className="block text-sm text-ink-muted">{onlineLabel(gift)}</span>
        ) : null}
        <span className="block text-sm text-ink-muted">Reference {giftReference(gift.id)}</span>
        {/* Beside the amount, not in the Payment column: that column is hidden on narrow screens. */}
        {gift.paymentMethod === 'check' && gift.transactionId ? (
          <span className="block text-sm text-ink-muted">Check number {gift.transactionId}</span>
        ) : null}
        {gift.tribute ? (
          <span className="block text-sm text-ink">
            {gift.tribute.kind === 'honour' ? 'In honour of' : 'In memory of'} {gift.tribute.name}
          </span>
        ) : null}
        {gift.tribute?.notify ? (
          <span className="block text-sm text-ink-muted">
            {tributeNoticeLine(gift.tribute.notify)}
          </span>
        ) : null}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    minWidth: 'sm',
    cell: (gift) => (
      <div className="grid justify-items-start gap-2">
        <Badge variant={STATUS_BADGES[gift.status]}>{DONATION_STATUS_LABELS[gift.status]}</Badge>
        {gift.status === 'pending' ? <GiftStatusActions gift={gift} /> : null}
      </div>
    ),
  },
  {
    id: 'soft-credits',
    header: 'Soft credits',
    minWidth: 'md',
    cell: (gift) => <SoftCreditList gift={gift} credits={gift.softCredits} />,
  },
  {
    id: 'designation',
    header: 'Designation',
    priority: 2,
    minWidth: 'sm',
    cell: (gift) => gift.designation ?? <NoValue />,
  },
  {
    id: 'campaign',
    header: 'Campaign',
    priority: 3,
    minWidth: 'sm',
    cell: (gift) => gift.campaignName ?? <NoValue />,
  },
  {
    id: 'payment',
    header: 'Payment',
    priority: 3,
    cell: (gift) =>
      gift.paymentMethod ? <>{PAYMENT_METHOD_LABELS[gift.paymentMethod]}</> : <NoValue />,
  },
  {
    id: 'letter',
    header: 'Thank-you letter',
    minWidth: 'md',
    cell: (gift) =>
      gift.status === 'completed' ? (
        <AcknowledgmentAction gift={gift} />
      ) : (
        <span className="text-sm text-ink-muted">Once the gift is completed</span>
      ),
  },
];

/**
 * Every gift except pledges, newest first; pledge payments say which pledge they pay. Amounts to
 * the cent: this is the gift itself, not a dashboard total (spec §9's whole dollars).
 */
export function GiftHistory({
  gifts,
  softCredits,
}: {
  gifts: readonly DonationDto[];
  softCredits: readonly SoftCreditDto[];
}) {
  if (gifts.length === 0) {
    return <p className="text-ink-muted">No gifts yet.</p>;
  }
  const rows: GiftRow[] = gifts.map((gift) => ({
    ...gift,
    softCredits: softCredits.filter((credit) => credit.donationId === gift.id),
  }));
  return (
    <DataTable
      caption="Gifts from this donor"
      columns={COLUMNS}
      rows={rows}
      rowKey={(gift) => gift.id}
    />
  );
}
