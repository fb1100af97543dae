import { paperKindLabelOf } from '../../../domain/family-papers/papers.ts';
import { describeEntryChanges, mailsOfEntryChange } from '../../../domain/waiting-list/history.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { useEntryHistory } from './api.ts';
import { EntryChangeLine } from './entry-change.tsx';
import { EntryMailLine } from './entry-mail-line.tsx';

const ACTION_LABELS: Record<string, string> = {
  create: 'Applied',
  submit: 'Applied',
  update: 'Changed',
  withdraw: 'Withdrawn by the family',
  // The same form sent again, or "Email me my link" on the status page (the actor tells which):
  // the family was mailed a new status link, and the old one stopped working.
  'resend-link': 'Private link emailed again',
  delete: 'Deleted',
  offer: 'Seat offered',
  'remind-offer': 'Offer reminder emailed',
  'accept-offer': 'Seat accepted',
  'decline-offer': 'Seat declined',
  'lapse-offer': 'Offer deadline passed',
  'withdraw-offer': 'Offer withdrawn',
  // Papers the family sends from the status link (the actor says so), and what staff do with
  // them; asking for one mails a new private link, so the old one stopped working.
  'add-paper': 'Paper sent',
  'remove-paper': 'Paper removed',
  'review-paper': 'Paper marked reviewed',
  'ask-for-paper': 'Paper asked for, with a new private link,',
};

const actionLabel = (action: string) =>
  ACTION_LABELS[action] ?? action.charAt(0).toUpperCase() + action.slice(1).replace(/[-_.]/g, ' ');

/** The reason staff gave for a change, when the audit entry carries one. */
function reasonOf(details: Record<string, unknown> | null): string | null {
  const reason = details?.reason;
  return typeof reason === 'string' && reason.trim() ? reason : null;
}

/**
 * What changed (old → new), who changed it, when and why: the audit log, newest first. Entries
 * written before notes were recorded old → new (ADR 009) show what they recorded (a notes change
 * without its text).
 */
export function EntryHistory({ id }: { id: string }) {
  const history = useEntryHistory(id);
  return (
    <Card aria-busy={history.isPending}>
      <h2 className="text-xl font-semibold">History</h2>
      <QueryState
        query={history}
        what="The history"
        isEmpty={(entries) => entries.length === 0}
        empty={<p className="mt-4 text-ink-muted">No changes recorded yet.</p>}
        className="mt-4"
      >
        {(entries) => (
          <ul className="mt-4 grid gap-3">
            {entries.map((entry) => {
              const reason = reasonOf(entry.details);
              const paperKind = paperKindLabelOf(entry.details);
              return (
                <li key={entry.id} className="grid gap-0.5">
                  <span className="font-medium">
                    {actionLabel(entry.action)} by {entry.actorName}
                  </span>
                  {describeEntryChanges(entry.details).map((change) => (
                    <EntryChangeLine key={change.label} change={change} />
                  ))}
                  {paperKind ? <span>Paper: {paperKind}</span> : null}
                  {reason ? <span>Reason: {reason}</span> : null}
                  {mailsOfEntryChange(entry.details).map((mail) => (
                    <EntryMailLine key={mail.outboxId} mail={mail} />
                  ))}
                  <span className="text-ink-muted">{formatDateTime(entry.at)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
