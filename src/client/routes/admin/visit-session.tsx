import { SessionDetail } from '../../features/visits-admin/session-detail.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/visit-session';

// The title names no family: tabs and browser history are seen by others.
export const meta: Route.MetaFunction = () => [{ title: adminTitle('Visit session') }];

export default function VisitSessionPage({ params }: Route.ComponentProps) {
  return <SessionDetail key={params.id} sessionId={params.id} />;
}
