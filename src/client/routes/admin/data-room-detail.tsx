import { RoomDetail } from '../../features/data-rooms/room-detail.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/data-room-detail';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Data room') }];

export default function DataRoomDetailPage({ params }: Route.ComponentProps) {
  return <RoomDetail roomId={params.id} />;
}
