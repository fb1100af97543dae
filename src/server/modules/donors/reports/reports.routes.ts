import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DONOR_CAPACITY_LABELS } from '../../../../domain/crm/donors.ts';
import { creditBasisQuery } from '../../../../domain/crm/credit-schemas.ts';
import { followUpReportQuery, givingReportQuery } from '../../../../domain/crm/outreach-schemas.ts';
import {
  capacityGroupDto,
  crmSummaryDto,
  donorReportRowDto,
  followUpReportDto,
  type DonorReportRowDto,
  type FollowUpRowDto,
} from '../../../../domain/crm/report-dtos.ts';
import type { CsvValue } from '../../../../domain/common/csv.ts';
import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import type { AppDeps } from '../../../deps.ts';
import { requireAdmin } from '../../../http/auth-guard.ts';
import { fileAnswer } from '../../../http/response-schemas.ts';
import { actorOf } from '../../audit/audit.service.ts';
import { centsToDollarText, sendCsv, type CsvExportAudit } from '../import-export/csv-reply.ts';
import { donorsByCapacity } from './by-capacity.ts';
import { getCrmSummary } from './crm-summary.ts';
import { followUpReport } from './follow-ups.ts';
import { givingReport } from './giving-reports.ts';
import { giftsNotThanked } from '../stewardship/gifts-not-thanked.ts';
import { todayItemDto } from '../../../../domain/today/today-items.ts';

const givingQuery = givingReportQuery.extend(creditBasisQuery.shape);
const includesSoft = (query: { softCredit: 'include' | 'exclude' }) =>
  query.softCredit === 'include';
const SOFT_CREDIT_NOTE =
  ' Hard credit only (gifts given) unless `softCredit=include`, which adds gifts credited ' +
  '(soft credit).';

const DONOR_REPORT_HEADER = [
  'firstName',
  'lastName',
  'email',
  'organization',
  'status',
  'capacity',
  'assignedTo',
  'totalGivenUsd',
  'softCreditUsd',
  'lastGiftDate',
  'lastYearUsd',
  'id',
];
const donorReportLine = (row: DonorReportRowDto): CsvValue[] => [
  row.firstName,
  row.lastName,
  row.email,
  row.organization,
  row.status,
  row.capacity,
  row.assignedTo,
  centsToDollarText(row.totalGivenCents),
  centsToDollarText(row.softCreditCents),
  row.lastGiftDate,
  centsToDollarText(row.lastYearCents),
  row.id,
];

const FOLLOW_UP_HEADER = [
  'nextFollowUp',
  'isOverdue',
  'firstName',
  'lastName',
  'email',
  'phone',
  'assignedTo',
  'id',
];
const followUpLine = (item: FollowUpRowDto): CsvValue[] => [
  item.nextFollowUp,
  item.isOverdue,
  item.firstName,
  item.lastName,
  item.email,
  item.phone,
  item.assignedTo,
  item.id,
];

export const reportsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;
  const today = () => todayIsoDate(clock.now());
  /** Each report lists donors by name and email: its CSV is an audited export of donors. */
  const exportOf = (
    request: Parameters<typeof requireAdmin>[0],
    details: Record<string, unknown>,
  ): CsvExportAudit => ({
    db,
    actor: actorOf(requireAdmin(request)),
    entity: 'donor',
    details,
    at: clock.now(),
  });

  app.get(
    '/api/crm/summary',
    {
      config: { permission: 'giving-figures' },
      schema: {
        response: { 200: crmSummaryDto },
        description:
          'Dashboard cards: total raised (completed gifts), donors by status, average gift = ' +
          'total ÷ max(number of completed gifts, 1), retention year over year, giving by month, ' +
          'campaigns and the $75M capital campaign by phase.',
      },
    },
    () => getCrmSummary({ db, now: clock.now() }),
  );

  for (const kind of ['lybunt', 'sybunt'] as const) {
    const description =
      kind === 'lybunt'
        ? 'LYBUNT: donors who gave in the year before `year` but not in `year`.'
        : 'SYBUNT: donors who gave before the year before `year`, but in neither of the last two.';
    const run = (query: z.infer<typeof givingQuery>) =>
      givingReport({
        db,
        kind,
        year: query.year,
        includeSoftCredit: includesSoft(query),
        now: clock.now(),
      });
    app.get(
      `/api/crm/reports/${kind}`,
      {
        config: { permission: 'fundraising' },
        schema: {
          querystring: givingQuery,
          response: { 200: z.array(donorReportRowDto) },
          description: description + SOFT_CREDIT_NOTE,
        },
      },
      (request) => run(request.query),
    );
    app.get(
      `/api/crm/reports/${kind}.csv`,
      {
        config: { permission: 'fundraising' },
        schema: {
          querystring: givingQuery,
          response: { 200: fileAnswer('text/csv', `The ${kind.toUpperCase()} report as CSV`) },
          description: description + SOFT_CREDIT_NOTE,
        },
      },
      async (request, reply) => {
        const rows = await run(request.query);
        return sendCsv(
          reply,
          `${kind}-${today()}.csv`,
          [DONOR_REPORT_HEADER, ...rows.map(donorReportLine)],
          exportOf(request, { report: kind, ...request.query }),
        );
      },
    );
  }

  const followUpDescription =
    'Follow-ups due in the Monday–Sunday week (America/Chicago) that holds `date` (default ' +
    'today), plus overdue ones.';
  app.get(
    '/api/crm/reports/follow-ups',
    {
      config: { permission: 'fundraising' },
      schema: {
        querystring: followUpReportQuery,
        response: { 200: followUpReportDto },
        description: followUpDescription,
      },
    },
    (request) => followUpReport({ db, date: request.query.date, now: clock.now() }),
  );
  app.get(
    '/api/crm/reports/follow-ups.csv',
    {
      config: { permission: 'fundraising' },
      schema: {
        querystring: followUpReportQuery,
        response: { 200: fileAnswer('text/csv', 'The follow-ups report as CSV') },
        description: followUpDescription,
      },
    },
    async (request, reply) => {
      const report = await followUpReport({ db, date: request.query.date, now: clock.now() });
      return sendCsv(
        reply,
        `follow-ups-${report.weekStart}.csv`,
        [FOLLOW_UP_HEADER, ...report.items.map(followUpLine)],
        exportOf(request, { report: 'follow-ups', week: report.weekStart }),
      );
    },
  );

  app.get(
    '/api/crm/reports/not-thanked',
    {
      config: { permission: 'fundraising' },
      schema: {
        response: { 200: z.array(todayItemDto) },
        description:
          'Completed gifts recorded 48 hours ago or more with no thank-you letter yet, oldest ' +
          'first (the same list Today shows the fundraising role).',
      },
    },
    () => giftsNotThanked({ db, now: clock.now() }),
  );

  app.get(
    '/api/crm/reports/by-capacity',
    {
      config: { permission: 'fundraising' },
      schema: {
        querystring: creditBasisQuery,
        response: { 200: z.array(capacityGroupDto) },
        description: 'Donors by giving capacity.' + SOFT_CREDIT_NOTE,
      },
    },
    (request) => donorsByCapacity({ db, includeSoftCredit: includesSoft(request.query) }),
  );
  app.get(
    '/api/crm/reports/by-capacity.csv',
    {
      config: { permission: 'fundraising' },
      schema: {
        querystring: creditBasisQuery,
        response: { 200: fileAnswer('text/csv', 'Donors by giving capacity as CSV') },
      },
    },
    async (request, reply) => {
      const groups = await donorsByCapacity({
        db,
        includeSoftCredit: includesSoft(request.query),
      });
      return sendCsv(
        reply,
        `donors-by-capacity-${today()}.csv`,
        [
          ['capacityLabel', ...DONOR_REPORT_HEADER],
          ...groups.flatMap((group) =>
            group.donors.map((row) => [
              group.capacity ? DONOR_CAPACITY_LABELS[group.capacity] : group.label,
              ...donorReportLine(row),
            ]),
          ),
        ],
        exportOf(request, { report: 'by-capacity', ...request.query }),
      );
    },
  );
};
