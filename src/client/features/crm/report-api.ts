import { queryOptions } from '@tanstack/react-query';
import type {
  CapacityGroupDto,
  DonorReportRowDto,
  FollowUpReportDto,
} from '../../../domain/crm/report-dtos.ts';
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

const givingUrl = (report: GivingReport, year: number, ext = '') =>
  withQuery(`${REPORTS_URL}/${report}${ext}`, { year: String(year) });

export const givingReportQuery = (report: GivingReport, year: number) =>
  queryOptions<DonorReportRowDto[]>({ queryKey: [givingUrl(report, year)] });

export const followUpsQuery = () =>
  queryOptions<FollowUpReportDto>({ queryKey: [`${REPORTS_URL}/follow-ups`] });

export const byCapacityQuery = () =>
  queryOptions<CapacityGroupDto[]>({ queryKey: [`${REPORTS_URL}/by-capacity`] });

export const downloadGivingReport = (report: GivingReport, year: number) =>
  downloadFile(givingUrl(report, year, '.csv'), `${report}-${year}.csv`);

export const downloadFollowUps = () =>
  downloadFile(`${REPORTS_URL}/follow-ups.csv`, 'follow-ups.csv');

export const downloadByCapacity = () =>
  downloadFile(`${REPORTS_URL}/by-capacity.csv`, 'donors-by-capacity.csv');
