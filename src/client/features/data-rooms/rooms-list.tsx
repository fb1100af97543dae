import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { roomsQuery } from './api.ts';

/** Every room with its gate and counts; the name opens the room's page. */
export function RoomsList() {
  const rooms = useQuery(roomsQuery());
  return (
    <QueryState
      query={rooms}
      what="the data rooms"
      isEmpty={(list) => list.length === 0}
      empty={<p>No data rooms yet. Create the first one with the form.</p>}
    >
      {(list) => (
        <ul className="flex flex-col gap-3">
          {list.map((room) => (
            <li key={room.id}>
              <Card className="flex flex-col gap-1 p-4">
                <Link to={`/admin/data-rooms/${room.id}`} className="text-lg font-semibold">
                  {room.name}
                </Link>
                <p className="text-ink-muted">
                  NDA template: {room.ndaTemplateName ?? 'none (choose one before inviting)'} ·{' '}
                  {room.documents} documents · {room.members} invitees · created{' '}
                  {formatDateTime(room.createdAt)}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
