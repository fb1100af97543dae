import { useQuery } from '@tanstack/react-query';
import type { DashboardStatsDto, DocumentListItemDto } from '../../../domain/document-schemas.ts';
import { RECENT_DOCUMENTS_COUNT } from '../../../domain/documents.ts';

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
