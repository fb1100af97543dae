import { dashboardStatusLabel, isDestructiveStatus } from '../../../domain/document-rules.ts';
import { Badge } from '../../ui/badge.tsx';

/** A status as the dashboard shows it (spec §4): an unknown status is shown raw. */
export function DashboardStatusBadge({ status }: { status: string }) {
  const variant = isDestructiveStatus(status)
    ? 'destructive'
    : status === 'completed'
      ? 'success'
      : status === 'draft'
        ? 'muted'
        : 'default';
  return <Badge variant={variant}>{dashboardStatusLabel(status)}</Badge>;
}
