import type { MonthlyGiftDto } from '../../../domain/crm/gift-dtos.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge, type BadgeVariant } from '../../ui/badge.tsx';

const BADGE = {
  active: { label: 'Active', variant: 'success' },
  paused: { label: 'Paused', variant: 'waiting' },
  stopped: { label: 'Stopped', variant: 'muted' },
} as const satisfies Record<string, { label: string; variant: BadgeVariant }>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a plan's payments came to, in one sentence. */
export const monthlyGiftSummary = (plan: MonthlyGiftDto) =>
  `${plural(plan.paidCount, 'payment', 'payments')} received, ${formatExactDollars(plan.paidCents)} in all` +
  (plan.failedCount > 0 ? `; ${plural(plan.failedCount, 'payment', 'payments')} failed.` : '.');

/**
 * The donor's monthly gifts from the give page (ADR 026): one card per plan, what it
 * gives each month and what its payments came to. The payments themselves are in the giving
 * history, marked "Monthly gift, give page".
 */
export function MonthlyGiftList({ plans }: { plans: readonly MonthlyGiftDto[] }) {
  return (
    <div className="grid gap-4">
      {plans.map((plan) => {
        const title = `${formatExactDollars(plan.amountCents)} each month since ${formatDate(plan.startedOn)}`;
        const state =
          plan.status === 'cancelled' ? 'stopped' : plan.pausedUntil ? 'paused' : 'active';
        return (
          <article
            key={plan.id}
            className="rounded-lg border border-line bg-surface p-4"
            aria-label={title}
          >
            <h3 className="flex flex-wrap items-center gap-3 text-lg font-semibold text-ink">
              {title}
              <Badge variant={BADGE[state].variant}>{BADGE[state].label}</Badge>
            </h3>
            <p className="mt-2 text-ink">
              {plan.designation ? `For ${plan.designation}. ` : ''}
              {monthlyGiftSummary(plan)}
              {plan.cancelledOn ? ` Stopped on ${formatDate(plan.cancelledOn)}.` : ''}
              {plan.pausedUntil
                ? ` Paused by the donor: nothing is charged until ${formatDate(plan.pausedUntil)}, when it starts again.`
                : ''}
            </p>
          </article>
        );
      })}
    </div>
  );
}
