import { ESIGN_STATUS_LABELS, type EsignStatus } from '../../../domain/esign/esign.ts';
import { Badge, type BadgeVariant } from '../../ui/badge.tsx';

const VARIANTS: Record<EsignStatus, BadgeVariant> = {
  sent: 'default',
  delivered: 'default',
  completed: 'success',
  declined: 'destructive',
  voided: 'muted',
};

/** The envelope status in words (admin spec §4); the colour only repeats them. */
export function EsignStatusBadge({ status }: { status: EsignStatus | null }) {
  if (!status) return <Badge variant="muted">Not sent for signature</Badge>;
  return <Badge variant={VARIANTS[status]}>{ESIGN_STATUS_LABELS[status]}</Badge>;
}
