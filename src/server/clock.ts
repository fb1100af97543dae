/** The time source of the server. Tests pass a clock they can move to check expiry rules. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move: `clock.advance(ms)`. */
export function createTestClock(start = new Date('2026-01-15T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
