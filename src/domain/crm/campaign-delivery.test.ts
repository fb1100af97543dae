import { describe, expect, it } from 'vitest';
import {
  campaignDeliveryState,
  describeCampaignDelivery,
  NO_DELIVERY,
} from './campaign-delivery.ts';

const counts = (overrides: Partial<typeof NO_DELIVERY>) => ({ ...NO_DELIVERY, ...overrides });

describe('campaignDeliveryState', () => {
  it('is only "delivered" when every message left', () => {
    expect(campaignDeliveryState(NO_DELIVERY)).toBeNull();
    expect(campaignDeliveryState(counts({ notSent: 5 }))).toBe('not-sent');
    expect(campaignDeliveryState(counts({ queued: 1, delivered: 4 }))).toBe('queued');
    expect(campaignDeliveryState(counts({ delivered: 5 }))).toBe('delivered');
    expect(campaignDeliveryState(counts({ delivered: 4, failed: 1 }))).toBe('partly-delivered');
    expect(campaignDeliveryState(counts({ failed: 2 }))).toBe('failed');
  });

  it('says the counts in words, none left out', () => {
    expect(describeCampaignDelivery(counts({ notSent: 5 }))).toBe('5 not sent: no mail server');
    expect(describeCampaignDelivery(counts({ delivered: 2, queued: 1, failed: 1 }))).toBe(
      '2 delivered, 1 queued, 1 failed',
    );
  });
});
