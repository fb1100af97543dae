import { isDestructiveStatus, listStatusLabel } from '../../../domain/document-rules.ts';
import { Badge } from '../../ui/badge.tsx';

/** A status as All Documents shows it (spec §4): unknown reads Draft; pending and expired in red. */
export function DocumentStatusBadge({ status }: { status: string }) {
  const variant = isDestructiveStatus(status)
    ? 'destructive'
    : status === 'completed'
      ? 'success'
      : status === 'draft'
        ? 'muted'
        : 'default';
  return <Badge variant={variant}>{listStatusLabel(status)}</Badge>;
}
