/**
 * The six tabs of the K-12 academy page (public spec §2) and the `?tab=` value that links to
 * each. Adventures is the default: the prerendered page shows it, and so does an unknown value.
 */
export const ACADEMY_TABS = [
  { id: 'home', label: 'Home' },
  { id: 'pathway', label: 'My Pathway' },
  { id: 'adventures', label: 'Adventures' },
  { id: 'progress', label: 'Progress' },
  { id: 'tools', label: 'My Tools' },
  { id: 'friends', label: 'Friends' },
] as const;
export type AcademyTabId = (typeof ACADEMY_TABS)[number]['id'];

export const DEFAULT_ACADEMY_TAB: AcademyTabId = 'adventures';
export const ACADEMY_TAB_PARAM = 'tab';

export function parseAcademyTab(value: string | null | undefined): AcademyTabId {
  return ACADEMY_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_ACADEMY_TAB;
}
