import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  CapacityGroupDto,
  DonorReportRowDto,
  FollowUpReportDto,
} from '../../../domain/crm/report-dtos.ts';
import type { TodayItemDto } from '../../../domain/today/today-items.ts';
import { downloadFile } from '../../lib/download-file.ts';

/** The CRM reports; each has a CSV twin at the same path with `.csv`. */

export const REPORTS_URL = '/api/crm/reports';
export type GivingReport = 'lybunt' | 'sybunt';

const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** Reports count gifts given (hard credit) unless asked to add gifts credited (soft credit). */
const softCreditParam = (includeSoftCredit: boolean) => (includeSoftCredit ? 'include' : undefined);

const givingUrl = (report: GivingReport, year: number, includeSoftCredit: boolean, ext = '') =>
  withQuery(`${REPORTS_URL}/${report}${ext}`, {
    year: String(year),
    softCredit: softCreditParam(includeSoftCredit),
  });

const byCapacityUrl = (includeSoftCredit: boolean, ext = '') =>
  withQuery(`${REPORTS_URL}/by-capacity${ext}`, { softCredit: softCreditParam(includeSoftCredit) });

export const givingReportQuery = (report: GivingReport, year: number, includeSoftCredit = false) =>
  queryOptions<DonorReportRowDto[]>({ queryKey: [givingUrl(report, year, includeSoftCredit)] });

export const followUpsQuery = () =>
  queryOptions<FollowUpReportDto>({ queryKey: [`${REPORTS_URL}/follow-ups`] });

/** Completed gifts with no thank-you letter 48 hours on, oldest first (ADR 053's list). */
export const notThankedQuery = () =>
  queryOptions<TodayItemDto[]>({ queryKey: [`${REPORTS_URL}/not-thanked`] });

/**
 * Today (ADR 053) lists the same gifts under its own key, its URL (features/today/api.ts); a CRM
 * change does not refresh it on its own, and its answer is kept until refreshed.
 */
export const reloadToday = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['/api/today'] });

export const byCapacityQuery = (includeSoftCredit = false) =>
  queryOptions<CapacityGroupDto[]>({ queryKey: [byCapacityUrl(includeSoftCredit)] });

export const downloadGivingReport = (
  report: GivingReport,
  year: number,
  includeSoftCredit = false,
) =>
  downloadFile(
    givingUrl(report, year, includeSoftCredit, '.csv'),
    `${report}-${year}${includeSoftCredit ? '-with-soft-credit' : ''}.csv`,
  );

export const downloadFollowUps = () =>
  downloadFile(`${REPORTS_URL}/follow-ups.csv`, 'follow-ups.csv');

export const downloadByCapacity = (includeSoftCredit = false) =>
  downloadFile(
    byCapacityUrl(includeSoftCredit, '.csv'),
    `donors-by-capacity${includeSoftCredit ? '-with-soft-credit' : ''}.csv`,
  );
