import { clsx } from 'clsx';
import type { DonorStatus } from '../../../domain/crm/donors.ts';
import { DONOR_STATUS_LABELS } from './crm-labels.ts';

/**
 * The spec's colours (public spec §4): donor green, cultivating blue, prospect grey, solicited
 * yellow, lapsed red. Dark text on a pale fill passes 4.5:1 in every pair and in every theme, and
 * the word is always there, so nobody has to tell the colours apart.
 */
const STATUS_CLASSES: Record<DonorStatus, string> = {
  donor: 'border-green-700 bg-green-100 text-green-900',
  cultivating: 'border-blue-700 bg-blue-100 text-blue-900',
  prospect: 'border-slate-500 bg-slate-100 text-slate-800',
  solicited: 'border-yellow-700 bg-yellow-100 text-yellow-900',
  lapsed: 'border-red-700 bg-red-100 text-red-900',
};

export function DonorStatusBadge({ status }: { status: DonorStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        STATUS_CLASSES[status],
      )}
    >
      {DONOR_STATUS_LABELS[status]}
    </span>
  );
}
