/**
 * How a donor stopped campaign mail: the mail program's one-click button (RFC 8058), the button
 * on the unsubscribe page, staff at the donor's request, or staff reading a reply.
 */
export const SUPPRESSION_SOURCES = ['one-click', 'link-page', 'staff', 'reply'] as const;
export type SuppressionSource = (typeof SUPPRESSION_SOURCES)[number];

export const SUPPRESSION_SOURCE_LABELS: Record<SuppressionSource, string> = {
  'one-click': 'One-click (mail program)',
  'link-page': 'Unsubscribe page',
  staff: 'Staff, at the donor’s request',
  reply: 'Staff, from a reply',
};

/** A row of the suppression list staff see. */
export type EmailSuppressionDto = {
  donorId: string;
  donorName: string;
  email: string | null;
  source: SuppressionSource;
  unsubscribedAt: string;
};
