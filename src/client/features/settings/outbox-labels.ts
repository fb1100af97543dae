import type { OutboxStatus } from '../../../domain/mail.ts';
import type { BadgeVariant } from '../../ui/badge.tsx';

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Failed',
  logged: 'Not sent (no mail server)',
};

export const OUTBOX_STATUS_BADGES: Record<OutboxStatus, BadgeVariant> = {
  pending: 'default',
  sent: 'success',
  failed: 'destructive',
  logged: 'muted',
};
