import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import {
  bridgeForm,
  k12Form,
  mailsOf,
  nextAddress,
  statusTokenOf,
  submitForm,
} from '../../../../tests/waiting-list-helpers.ts';
import type { WaitingListPageDto } from '../../../domain/waiting-list/dtos.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const statusOf = async (id: string) =>
  (await t.app.inject(`/api/waiting-list/status/${await statusTokenOf(t, id)}`)).json();
const listPage = async (query: string) =>
  (await t.app.inject({ url: `/api/waiting-list?${query}`, headers })).json() as WaitingListPageDto;

describe('ranking', () => {
  it('orders a campus by priority (higher first), then by arrival', async () => {
    const ids: string[] = [];
    for (const expected of [1, 2, 3]) {
      const response = await submitForm(t, k12Form());
      expect(response.json().ranking).toEqual({ position: expected, totalInCampus: expected });
      ids.push(response.json().id);
      // The other campus has its own queue.
      expect((await submitForm(t, bridgeForm())).json().ranking.position).toBe(expected);
    }
    const [first, second, third] = ids as [string, string, string];

    const raised = await t.app.inject({
      method: 'PATCH',
      url: `/api/waiting-list/${third}`,
      headers,
      payload: { priority: 5, reason: 'Sibling already enrolled' },
    });
    expect(raised.json()).toMatchObject({ priority: 5, position: 1 });
    expect((await statusOf(first)).ranking).toEqual({ position: 2, totalInCampus: 3 });
    expect((await statusOf(second)).ranking).toEqual({ position: 3, totalInCampus: 3 });

    // A newcomer with the default priority queues behind everyone.
    const fourth = (await submitForm(t, k12Form())).json();
    expect(fourth.ranking).toEqual({ position: 4, totalInCampus: 4 });

    // Leaving the list moves everyone behind up.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/waiting-list/${first}`,
      headers,
      payload: { status: 'invited' },
    });
    expect((await statusOf(second)).ranking).toEqual({ position: 2, totalInCampus: 3 });
    expect((await statusOf(first)).ranking).toBeNull();
    // A newcomer counts only the families still waiting.
    const fifth = (await submitForm(t, k12Form())).json();
    expect(fifth.ranking).toEqual({ position: 4, totalInCampus: 4 });

    const page = await listPage('campus=k12');
    expect(page.entries.map((entry) => [entry.id, entry.position])).toEqual([
      [third, 1],
      [second, 2],
      [fourth.id, 3],
      [fifth.id, 4],
      [first, null],
    ]);
  });

  it('gives 200 forms sent at once to one campus exactly the places 1..200', async () => {
    const before = (await listPage('campus=bridge&status=active&pageSize=1')).total;
    const count = 200;
    const responses = await Promise.all(
      Array.from({ length: count }, () => submitForm(t, bridgeForm(), nextAddress())),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(count).fill(201));
    const rankings = responses.map((response) => response.json().ranking);
    const positions = rankings.map((ranking) => ranking.position).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: count }, (_, index) => before + index + 1));
    // Each was told the size of the list at its own arrival: itself included, later ones not.
    for (const ranking of rankings) expect(ranking.totalInCampus).toBe(ranking.position);

    // The staff list agrees with what each family was told.
    const told = new Map(
      responses.map((response) => [response.json().id, response.json().ranking.position]),
    );
    const listed = [
      ...(await listPage('campus=bridge&status=active&pageSize=100&page=1')).entries,
      ...(await listPage('campus=bridge&status=active&pageSize=100&page=2')).entries,
      ...(await listPage('campus=bridge&status=active&pageSize=100&page=3')).entries,
    ];
    expect(listed).toHaveLength(before + count);
    for (const entry of listed) {
      if (told.has(entry.id)) expect(entry.position).toBe(told.get(entry.id));
    }
    const counts = (await listPage('pageSize=1')).counts.byCampus;
    expect(counts.find((row) => row.campus === 'bridge')?.active).toBe(before + count);
  });

  it('lets only one of several identical forms sent at once in', async () => {
    const form = k12Form();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => submitForm(t, form, nextAddress())),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(1);
    const id = created[0]!.json().id;
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ alreadyRegistered: true, message: expect.any(String) });
    }
    // The confirmation, and a new link for only the first 3 repeats: the daily limit holds.
    expect(await mailsOf(t, id)).toHaveLength(4);
  });
});
