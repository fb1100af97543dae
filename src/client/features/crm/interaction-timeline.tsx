import type { InteractionDto } from '../../../domain/crm/donor-dtos.ts';
import { formatDate } from '../../lib/format.ts';
import { INTERACTION_TYPE_LABELS } from './crm-labels.ts';

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="inline font-semibold">{label}: </dt>
      <dd className="inline whitespace-pre-line">{value}</dd>
    </div>
  );
}

/** Contacts with the donor, newest first, as an ordered list read top to bottom. */
export function InteractionTimeline({ interactions }: { interactions: readonly InteractionDto[] }) {
  if (interactions.length === 0) {
    return <p className="text-ink-muted">No calls, meetings or letters recorded yet.</p>;
  }
  return (
    <ol className="grid gap-4 border-l-4 border-line pl-5">
      {interactions.map((item) => (
        <li key={item.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.85rem] size-3 rounded-full border-2 border-surface bg-brand"
          />
          <h3 className="font-semibold text-ink">
            {formatDate(item.interactionDate)}: {INTERACTION_TYPE_LABELS[item.type]}
            {item.subject ? ` – ${item.subject}` : ''}
          </h3>
          <dl className="mt-1 grid gap-0.5 text-ink">
            <Detail label="By" value={item.contactedBy} />
            <Detail label="Notes" value={item.description} />
            <Detail label="Outcome" value={item.outcome} />
            <Detail
              label="Follow up on"
              value={item.followUpDate ? formatDate(item.followUpDate) : null}
            />
            <Detail
              label="Attachments"
              value={item.attachments.length > 0 ? item.attachments.join(', ') : null}
            />
          </dl>
        </li>
      ))}
    </ol>
  );
}
