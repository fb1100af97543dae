import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CreateRoomForm } from '../../features/data-rooms/create-room-form.tsx';
import { RoomsList } from '../../features/data-rooms/rooms-list.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/data-rooms';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Data rooms') }];

/**
 * The data rooms (ADR 049). A signing mail's staff link names the invitee (?member=): the page
 * then opens that invitee's room.
 */
export default function DataRoomsPage() {
  const [params] = useSearchParams();
  const memberId = params.get('member');
  const navigate = useNavigate();
  const member = useQuery<{ roomId: string }>({
    queryKey: [`/api/data-rooms/members/${encodeURIComponent(memberId ?? '')}`],
    enabled: memberId !== null,
  });
  useEffect(() => {
    if (member.data) void navigate(`/admin/data-rooms/${member.data.roomId}`, { replace: true });
  }, [member.data, navigate]);

  return (
    <>
      <PageHeader
        title="Data rooms"
        description="Documents you share behind a signed NDA. Each invitee signs first, then confirms their email on their device; every download carries their address."
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <RoomsList />
        <CreateRoomForm />
      </div>
    </>
  );
}
