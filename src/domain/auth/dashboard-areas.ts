import { z } from 'zod';
import { hasPermission, type Permission, type StaffRole } from './staff-roles.ts';

/**
 * The three areas of the dashboard, each with the role that opens its pages. The server decides
 * which areas a person's dashboard shows and whether its links may be offered
 * (GET /api/dashboard/areas); the page draws only those, so no one sees figures of an area that is
 * not theirs or a link to a page that would refuse them.
 */
export const DASHBOARD_AREAS = ['ndas', 'admissions', 'giving'] as const;
export type DashboardArea = (typeof DASHBOARD_AREAS)[number];

export const DASHBOARD_AREA_PERMISSIONS: Record<DashboardArea, Permission> = {
  ndas: 'partnerships',
  admissions: 'admissions',
  giving: 'fundraising',
};

/**
 * Who sees an area's figures: its role, and for NDAs and giving also viewers (counts and totals
 * only). The admissions figures are per seat group, read from the admissions API, so they stay
 * with that role. The figure routes declare these same permissions.
 */
export const DASHBOARD_FIGURE_PERMISSIONS: Record<DashboardArea, Permission> = {
  ndas: 'nda-figures',
  admissions: 'admissions',
  giving: 'giving-figures',
};

export const dashboardAreaDto = z.object({
  area: z.enum(DASHBOARD_AREAS),
  /** Whether the person may open the area's pages, so its links are offered. */
  canOpen: z.boolean(),
});
export type DashboardAreaDto = z.infer<typeof dashboardAreaDto>;

export const dashboardAreasDto = z.object({ areas: z.array(dashboardAreaDto) });
export type DashboardAreasDto = z.infer<typeof dashboardAreasDto>;

/** The areas a person's dashboard shows, in DASHBOARD_AREAS order. */
export function dashboardAreasFor(roles: readonly StaffRole[]): DashboardAreaDto[] {
  return DASHBOARD_AREAS.flatMap((area) => {
    const canOpen = hasPermission(roles, DASHBOARD_AREA_PERMISSIONS[area]);
    const isShown = hasPermission(roles, DASHBOARD_FIGURE_PERMISSIONS[area]);
    return isShown ? [{ area, canOpen }] : [];
  });
}
