import { RoomPage } from '../features/data-room/room-page.tsx';
import { LinkPageLayout } from '../layouts/link-page-layout.tsx';
import { AppProviders } from '../lib/app-providers.tsx';
import { publicTitle } from '../lib/page-title.ts';
import type { Route } from './+types/data-room';

/**
 * A data room invitee's page (ADR 049): no sign-in, never indexed; outside the sign-in gate, so
 * it brings its own query cache. The title stays generic so a
 * tab or history entry names no room.
 */
export const meta: Route.MetaFunction = () => [
  { title: publicTitle('Data room') },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function DataRoomPage({ params }: Route.ComponentProps) {
  return (
    <LinkPageLayout>
      <AppProviders>
        <RoomPage token={params.token} />
      </AppProviders>
    </LinkPageLayout>
  );
}
