import type { OutboxStatus } from '../../../domain/mail/mail.ts';
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

/** A message to the demo data's made-up addresses is kept here and never delivered. */
export const DEMO_MESSAGE_LABEL = 'Not sent (demo record)';

export const outboxStatusLabel = (message: { status: OutboxStatus; isDemo: boolean }) =>
  message.isDemo && message.status === 'logged'
    ? DEMO_MESSAGE_LABEL
    : OUTBOX_STATUS_LABELS[message.status];
