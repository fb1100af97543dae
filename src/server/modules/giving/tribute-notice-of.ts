import type { OnlineGift } from './giving.table.ts';

/**
 * Whom the donor asked us to tell about a tribute gift, as the gift in the CRM keeps it. Every
 * payment of a monthly gift carries it; the person is told once (stewardship/tribute-notice.ts).
 */
export const tributeNoticeOf = (gift: OnlineGift) => ({
  tributeNotifyName: gift.tributeNotifyName,
  tributeNotifyEmail: gift.tributeNotifyEmail,
  tributeNotifyLanguage: gift.tributeNotifyLanguage,
});
