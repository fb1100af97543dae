import type { DocumentSendDto } from '../../../domain/documents/sends.ts';
import type { OutboxStatus } from '../../../domain/mail/mail.ts';
import type { ShareLinkStatus } from '../../../domain/sharing/sharing.ts';

/** What became of the mail, as the outbox knows it. */
export const MAIL_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Waiting to be sent',
  sent: 'Handed to the mail server',
  failed: 'Could not be sent. See Settings › Outbox.',
  logged: 'Not emailed: no mail server is set up. Pass the link on yourself.',
};

export const LINK_STATUS_LABELS: Record<ShareLinkStatus, string> = {
  active: 'Works',
  expired: 'Expired',
  deactivated: 'Switched off',
};

export const SEND_KIND_LABELS: Record<DocumentSendDto['kind'], string> = {
  send: 'NDA sent to',
  invite: 'Invitation sent to',
};
