import { Link } from 'react-router';
import type { SoftCreditDto } from '../../../domain/crm/credit-schemas.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import { SOFT_CREDIT_KIND_LABELS } from '../../../domain/crm/soft-credit-kinds.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { AddSoftCreditDialog, type SoftCreditGift } from './add-soft-credit-dialog.tsx';
import { donorPagePath } from './api.ts';
import { useRemoveSoftCredit } from './credit-api.ts';

/**
 * One gift's soft credits, each with Remove, and the button that adds one. The credits come with
 * the donor's page (one read for every gift); a change refreshes it.
 */
export function SoftCreditList({
  gift,
  credits,
}: {
  gift: SoftCreditGift;
  credits: readonly SoftCreditDto[];
}) {
  return (
    <div className="grid justify-items-start gap-2">
      {credits.length > 0 ? (
        <ul className="grid gap-1.5">
          {credits.map((credit) => (
            <SoftCreditItem key={credit.id} credit={credit} />
          ))}
        </ul>
      ) : null}
      <AddSoftCreditDialog gift={gift} creditedIds={credits.map((credit) => credit.donorId)} />
    </div>
  );
}

function SoftCreditItem({ credit }: { credit: SoftCreditDto }) {
  const remove = useRemoveSoftCredit();
  const words = `${SOFT_CREDIT_KIND_LABELS[credit.kind]} — ${formatExactDollars(credit.amountCents)}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span>
        Credited to{' '}
        <Link
          to={donorPagePath(credit.donorId)}
          className="text-brand-ink underline underline-offset-4 hover:no-underline"
        >
          {credit.donorName}
        </Link>{' '}
        — {words}
      </span>
      <Button
        variant="secondary"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(credit.id, {
            onSuccess: () =>
              toast({
                title: 'Soft credit removed',
                description: `${credit.donorName} is no longer credited.`,
              }),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'Failed to remove the soft credit',
                description: describeFailure(error),
              }),
          })
        }
      >
        {remove.isPending ? 'Removing...' : 'Remove'}
        <span className="sr-only"> the soft credit to {credit.donorName}</span>
      </Button>
    </li>
  );
}
