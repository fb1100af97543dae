import { listStatusLabel, statusTone } from '../../../domain/documents/rules.ts';
import { Badge } from '../../ui/badge.tsx';

/**
 * A status as All Documents shows it (spec §4): unknown reads Draft; expired in red; Pending
 * Signature in the calm waiting style (ADR 039).
 */
export function DocumentStatusBadge({ status }: { status: string }) {
  return <Badge variant={statusTone(status)}>{listStatusLabel(status)}</Badge>;
}
