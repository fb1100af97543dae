import {
  isDestructiveStatus,
  isWaitingStatus,
  listStatusLabel,
} from '../../../domain/document-rules.ts';
import { Badge } from '../../ui/badge.tsx';

/**
 * A status as All Documents shows it (spec §4): unknown reads Draft; expired in red; Pending
 * Signature in the calm waiting style (ADR 039).
 */
export function DocumentStatusBadge({ status }: { status: string }) {
  const variant = isDestructiveStatus(status)
    ? 'destructive'
    : isWaitingStatus(status)
      ? 'waiting'
      : status === 'completed'
        ? 'success'
        : status === 'draft'
          ? 'muted'
          : 'default';
  return <Badge variant={variant}>{listStatusLabel(status)}</Badge>;
}
