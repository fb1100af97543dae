import { describe, expect, it } from 'vitest';
import { ACADEMY_TABS, parseAcademyTab } from './academy-tabs.ts';

describe('parseAcademyTab', () => {
  it('opens the tab the link names', () => {
    for (const tab of ACADEMY_TABS) expect(parseAcademyTab(tab.id)).toBe(tab.id);
  });

  it('falls back to Adventures without a value or with an unknown one', () => {
    expect(parseAcademyTab(null)).toBe('adventures');
    expect(parseAcademyTab('')).toBe('adventures');
    expect(parseAcademyTab('Friends')).toBe('adventures');
    expect(parseAcademyTab('toString')).toBe('adventures');
  });

  it('has the six tabs of the spec, in order', () => {
    expect(ACADEMY_TABS.map((tab) => tab.label)).toEqual([
      'Home',
      'My Pathway',
      'Adventures',
      'Progress',
      'My Tools',
      'Friends',
    ]);
  });
});
