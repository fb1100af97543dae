import type { RoomDetailDto } from '../../../domain/data-rooms/dtos.ts';
import { formatDateTime } from '../../lib/format.ts';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import { Card } from '../../ui/card.tsx';

const ACTIVITY_LABELS = { opened: 'Opened the room', viewed: 'Read', downloaded: 'Downloaded' };

const minutes = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

/** Who did what and when, from the address they proved, and the time each spent per document. */
export function RoomActivityCard({ room }: { room: RoomDetailDto }) {
  const title = (id: string) => room.documents.find((document) => document.id === id)?.title ?? '';
  const member = (id: string) => room.members.find((person) => person.id === id)?.name ?? '';
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 wrap-anywhere">
      <h2 className="text-xl font-semibold">Activity</h2>
      {room.activity.length === 0 ? <p>Nobody has opened the room yet.</p> : null}
      <ul className="flex flex-col gap-2">
        {room.activity.map((entry) => (
          <li key={entry.id} className="border-t border-line pt-2 first:border-t-0 first:pt-0">
            <span className="font-medium">
              <BreakableAddress value={entry.visitorEmail} />
            </span>{' '}
            {ACTIVITY_LABELS[entry.type].toLowerCase()}
            {entry.documentTitle ? ` “${entry.documentTitle}”` : ''}
            <span className="block text-ink-muted">
              {formatDateTime(entry.at)}
              {entry.ipAddress ? ` · ${entry.ipAddress}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {room.time.length > 0 ? (
        <>
          <h3 className="text-lg font-semibold">Time on each document</h3>
          <ul className="flex flex-col gap-1">
            {room.time.map((row) => (
              <li key={`${row.memberId}-${row.documentId}`}>
                {member(row.memberId)}: {title(row.documentId)}, {minutes(row.seconds)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
