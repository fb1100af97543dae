import { expect } from 'vitest';
import type { WaitingListEntryDto } from '../../src/domain/waiting-list/dtos.ts';
import { request } from './fault-run.ts';
import type { Accepted } from './load.ts';

/** Every entry of one campus from the staff list (pages of 100), in queue order. */
async function listCampus(
  baseUrl: string,
  headers: Record<string, string>,
  campus: 'k12' | 'bridge',
): Promise<WaitingListEntryDto[]> {
  const entries: WaitingListEntryDto[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const response = await request(
      baseUrl,
      'GET',
      `/api/waiting-list?campus=${campus}&pageSize=100&page=${page}`,
      { headers },
    );
    expect(response.status, `GET the ${campus} list: ${JSON.stringify(response.body)}`).toBe(200);
    const body = response.body as { entries: WaitingListEntryDto[]; total: number };
    entries.push(...body.entries);
    if (entries.length >= body.total || body.entries.length === 0) break;
  }
  return entries;
}

/**
 * What a fault must never break: every form that was answered 201 has its row, every campus's
 * places are 1..n with no place given twice, and each acknowledged family still has the place it
 * was told (forms that committed without an answer, cut off by the fault, can only come after).
 * Returns how many entries each campus holds.
 */
export async function expectEveryAcceptedFormKept(
  baseUrl: string,
  headers: Record<string, string>,
  accepted: Accepted[],
): Promise<Record<'k12' | 'bridge', number>> {
  const totals = { k12: 0, bridge: 0 };
  for (const campus of ['k12', 'bridge'] as const) {
    const entries = await listCampus(baseUrl, headers, campus);
    totals[campus] = entries.length;
    const positions = entries.map((entry) => entry.position);
    expect(positions, `${campus}: places must be 1..n, each once`).toEqual(
      entries.map((_entry, index) => index + 1),
    );
    const placeOf = new Map(entries.map((entry) => [entry.id, entry.position]));
    const ours = accepted.filter((outcome) => outcome.campus === campus);
    const told = ours.map((outcome) => outcome.body.ranking!.position);
    expect(new Set(told).size, `${campus}: a place was given to two 201 answers`).toBe(told.length);
    const missing = ours.filter((outcome) => !placeOf.has(outcome.body.id));
    expect(
      missing.map((outcome) => outcome.body.id),
      `${campus}: answered 201 but missing after the fault`,
    ).toEqual([]);
    const moved = ours.filter(
      (outcome) => placeOf.get(outcome.body.id) !== outcome.body.ranking!.position,
    );
    expect(
      moved.map((outcome) => ({
        id: outcome.body.id,
        told: outcome.body.ranking!.position,
        now: placeOf.get(outcome.body.id),
      })),
      `${campus}: families whose place changed`,
    ).toEqual([]);
  }
  return totals;
}
