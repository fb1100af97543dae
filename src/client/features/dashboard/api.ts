import { useQuery } from '@tanstack/react-query';
import type { DashboardStatsDto, DocumentListItemDto } from '../../../domain/documents/dtos.ts';
import type { DashboardAreasDto } from '../../../domain/auth/dashboard-areas.ts';
import { RECENT_DOCUMENTS_COUNT } from '../../../domain/documents/documents.ts';

/**
 * Dashboard reads (admin spec §7). Both keys start with URLs the documents feature invalidates
 * after a create or send, so the dashboard refreshes without importing that feature.
 */
export const DASHBOARD_STATS_URL = '/api/dashboard/stats';
export const RECENT_DOCUMENTS_URL = `/api/documents?limit=${RECENT_DOCUMENTS_COUNT}`;

export const useDashboardStats = () =>
  useQuery<DashboardStatsDto | null>({ queryKey: [DASHBOARD_STATS_URL] });

export const useRecentDocuments = () =>
  useQuery<DocumentListItemDto[]>({ queryKey: [RECENT_DOCUMENTS_URL] });

/** The areas this person's dashboard shows, and whether each one's links are offered. */
export const DASHBOARD_AREAS_URL = '/api/dashboard/areas';
export const useDashboardAreas = () =>
  useQuery<DashboardAreasDto>({ queryKey: [DASHBOARD_AREAS_URL] });
