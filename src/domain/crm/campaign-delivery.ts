/**
 * What became of an email campaign's messages, counted from the outbox when asked
 * (ADR 015): a campaign never says "Sent" for mail that did not leave.
 */
export type CampaignDeliveryCounts = {
  /** Waiting in the outbox for the mail server (first try or a retry). */
  queued: number;
  /** Accepted by the mail server. */
  delivered: number;
  /** Given up after every attempt failed. */
  failed: number;
  /** Kept in the outbox only: no mail server is set up (SMTP_URL). */
  notSent: number;
};

export const NO_DELIVERY: CampaignDeliveryCounts = {
  queued: 0,
  delivered: 0,
  failed: 0,
  notSent: 0,
};

export type CampaignDeliveryState =
  'queued' | 'delivered' | 'partly-delivered' | 'failed' | 'not-sent';

/** One word for the whole campaign; null before anything went to the outbox. */
export function campaignDeliveryState(
  counts: CampaignDeliveryCounts,
): CampaignDeliveryState | null {
  const total = counts.queued + counts.delivered + counts.failed + counts.notSent;
  if (total === 0) return null;
  if (counts.queued > 0) return 'queued';
  if (counts.delivered === total) return 'delivered';
  if (counts.delivered > 0) return 'partly-delivered';
  return counts.failed > 0 ? 'failed' : 'not-sent';
}

export const CAMPAIGN_DELIVERY_STATE_LABELS: Record<CampaignDeliveryState, string> = {
  queued: 'Queued',
  delivered: 'Delivered',
  'partly-delivered': 'Partly delivered',
  failed: 'Failed',
  'not-sent': 'Not sent: no mail server',
};

/** "2 delivered, 1 queued": the non-zero counts, in the order a reader cares about. */
export function describeCampaignDelivery(counts: CampaignDeliveryCounts): string {
  const parts = [
    [counts.delivered, 'delivered'],
    [counts.queued, 'queued'],
    [counts.failed, 'failed'],
    [counts.notSent, 'not sent: no mail server'],
  ] as const;
  const said = parts.filter(([count]) => count > 0).map(([count, word]) => `${count} ${word}`);
  return said.length > 0 ? said.join(', ') : 'Nothing in the outbox yet';
}
