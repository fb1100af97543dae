import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CapacityGroupDto,
  CrmSummaryDto,
  DonorReportRowDto,
  FollowUpReportDto,
} from '../../../../domain/crm/report-dtos.ts';
import type { DonorDto } from '../../../../domain/crm/donor-dtos.ts';
import { addDonor, addGift, crmApi } from '../../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';

// This file owns its database: the summary adds up everything in it.
let t: TestApp;
let headers: Record<string, string>;
let api: ReturnType<typeof crmApi>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInAsNewAdmin(t)).headers;
  api = crmApi(t, headers);
});
afterAll(() => t.close());

const summary = async () => (await api('GET', '/api/crm/summary')).json() as CrmSummaryDto;
const report = async (url: string) =>
  ((await api('GET', url)).json() as DonorReportRowDto[]).map((row) => row.lastName).sort();

describe('with no gifts at all', () => {
  it('shows an average gift of $0 (divisor at least 1) and no retention rate', async () => {
    expect(await summary()).toMatchObject({
      totalRaisedCents: 0,
      giftCount: 0,
      averageGiftCents: 0,
      retentionRate: null,
      totalDonors: 0,
      capitalCampaign: { goalCents: 7_500_000_000, raisedCents: 0 },
    });
  });
});

describe('with constructed giving history (today is 2026-01-15)', () => {
  const donors: Record<string, DonorDto> = {};
  beforeAll(async () => {
    const gifts: [string, string, number, 'completed' | 'pending'][] = [
      ['A', '2025-03-01', 100_00, 'completed'],
      ['B', '2025-06-01', 200_00, 'completed'],
      ['B', '2026-01-10', 300_00, 'completed'],
      ['C', '2023-04-01', 400_00, 'completed'],
      ['D', '2023-05-01', 50_00, 'completed'],
      ['D', '2025-07-01', 150_00, 'completed'],
      ['E', '2025-08-01', 999_00, 'pending'],
      ['G', '2024-02-01', 10_00, 'completed'],
      ['G', '2026-01-05', 90_00, 'completed'],
    ];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) {
      donors[name] = await addDonor(t, headers, {
        lastName: name,
        capacity: name === 'A' ? 'major' : null,
      });
    }
    for (const [name, giftDate, amountCents, status] of gifts) {
      await addGift(t, headers, { donorId: donors[name]!.id, giftDate, amountCents, status });
    }
  });

  it('LYBUNT: gave last year but not this year', async () => {
    expect(await report('/api/crm/reports/lybunt')).toEqual(['A', 'D']);
    expect(await report('/api/crm/reports/lybunt?year=2025')).toEqual(['G']);
  });

  it('SYBUNT: gave in an earlier year, but neither last year nor this year', async () => {
    expect(await report('/api/crm/reports/sybunt')).toEqual(['C']);
    expect(await report('/api/crm/reports/sybunt?year=2025')).toEqual(['C']);
  });

  it('reports what a LYBUNT donor gave last year, and exports the list as CSV', async () => {
    const rows = (await api('GET', '/api/crm/reports/lybunt')).json() as DonorReportRowDto[];
    expect(rows.find((row) => row.lastName === 'D')?.lastYearCents).toBe(150_00);
    const csv = await api('GET', '/api/crm/reports/lybunt.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'firstName,lastName,email,organization,status,capacity,assignedTo,totalGivenUsd,softCreditUsd,lastGiftDate,lastYearUsd,id',
    );
    expect(lines).toHaveLength(3);
  });

  it('sums the cards: completed gifts, average gift, retention, months', async () => {
    const result = await summary();
    expect(result).toMatchObject({
      totalRaisedCents: 1300_00,
      raisedThisYearCents: 390_00,
      giftCount: 8,
      averageGiftCents: 162_50,
      totalDonors: 7,
      // By their gifts: E has only a pending one, F none; C gave last in 2023 (over 18 months).
      donorsByStatus: { donor: 4, prospect: 2, cultivating: 0, solicited: 0, lapsed: 1 },
      retention: { year: 2026, lastYearDonors: 3, retainedDonors: 1 },
    });
    expect(result.retentionRate).toBeCloseTo(1 / 3);
    expect(result.givingByMonth).toHaveLength(12);
    expect(result.givingByMonth[0]).toEqual({ month: '2025-02', totalCents: 0, giftCount: 0 });
    expect(result.givingByMonth[11]).toEqual({
      month: '2026-01',
      totalCents: 390_00,
      giftCount: 2,
    });
  });

  it('groups donors by capacity', async () => {
    const groups = (await api('GET', '/api/crm/reports/by-capacity')).json() as CapacityGroupDto[];
    expect(groups.map((group) => [group.capacity, group.donorCount])).toEqual([
      ['major', 1],
      ['mid-level', 0],
      ['annual', 0],
      ['legacy', 0],
      [null, 6],
    ]);
    const csv = await api('GET', '/api/crm/reports/by-capacity.csv');
    expect(csv.body).toContain('"Major ($10,000+)",Test,A,');
  });
});

describe('follow-ups this week', () => {
  it('lists the Monday–Sunday week in Central Time plus overdue ones', async () => {
    const dates = { W1: '2026-01-12', W2: '2026-01-16', NEXT: '2026-01-19', OLD: '2025-12-01' };
    for (const [lastName, nextFollowUp] of Object.entries(dates)) {
      await addDonor(t, headers, { lastName, nextFollowUp });
    }
    const result = (await api('GET', '/api/crm/reports/follow-ups')).json() as FollowUpReportDto;
    expect(result.weekStart).toBe('2026-01-12');
    expect(result.weekEnd).toBe('2026-01-18');
    expect(result.items.map((item) => [item.lastName, item.isOverdue])).toEqual([
      ['OLD', true],
      ['W1', true],
      ['W2', false],
    ]);
    const csv = await api('GET', '/api/crm/reports/follow-ups.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('2026-01-16,false,Test,W2');
  });
});
