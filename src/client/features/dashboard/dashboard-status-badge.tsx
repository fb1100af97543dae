import { dashboardStatusLabel, statusTone } from '../../../domain/documents/rules.ts';
import { Badge } from '../../ui/badge.tsx';

/** A status as the dashboard shows it (spec §4): an unknown status is shown raw. */
export function DashboardStatusBadge({ status }: { status: string }) {
  return <Badge variant={statusTone(status)}>{dashboardStatusLabel(status)}</Badge>;
}
