import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../ui/page-header.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { roomQuery } from './api.ts';
import { RoomActivityCard } from './room-activity-card.tsx';
import { RoomDocumentsCard } from './room-documents-card.tsx';
import { RoomMembersCard } from './room-members-card.tsx';
import { RoomOpenSwitch } from './room-open-switch.tsx';

/** A room's page: its documents, its invitees with their signed NDA, and what they did. */
export function RoomDetail({ roomId }: { roomId: string }) {
  const room = useQuery(roomQuery(roomId));
  return (
    <QueryState query={room} what="the data room">
      {(detail) => (
        <div className="flex flex-col gap-6">
          <PageHeader
            title={detail.name}
            description={`Invitees sign “${detail.ndaTemplateName ?? 'no template'}” before the room opens to them.`}
          />
          <RoomOpenSwitch roomId={roomId} closedAt={detail.closedAt} />
          <RoomDocumentsCard room={detail} />
          <div className="grid min-w-0 gap-6 xl:grid-cols-2 xl:items-start">
            <RoomMembersCard room={detail} />
            <RoomActivityCard room={detail} />
          </div>
        </div>
      )}
    </QueryState>
  );
}
