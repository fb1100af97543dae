import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import { CapacityReport } from './capacity-report.tsx';
import { FollowUpReport } from './follow-up-report.tsx';
import { GivingReportView } from './giving-report.tsx';
import { NotThankedReport } from './not-thanked-report.tsx';
import { OnlineGivingReport } from './online-giving-report.tsx';

const REPORTS = [
  { value: 'lybunt', label: 'LYBUNT' },
  { value: 'sybunt', label: 'SYBUNT' },
  { value: 'follow-ups', label: 'Follow-ups this week' },
  { value: 'not-thanked', label: 'Not thanked' },
  { value: 'capacity', label: 'By capacity' },
  { value: 'online', label: 'Online gifts' },
] as const;
type ReportName = (typeof REPORTS)[number]['value'];

const isReport = (value: string | null): value is ReportName =>
  REPORTS.some((report) => report.value === value);

/** The reports as tabs; the open one is in the URL (?report=) so a link can point at it. */
export function CrmReports() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('report');
  const current: ReportName = isReport(requested) ? requested : 'lybunt';

  return (
    <Tabs
      value={current}
      onValueChange={(value) => setParams({ report: value }, { replace: true })}
    >
      <TabsList aria-label="Reports">
        {REPORTS.map((report) => (
          <TabsTrigger key={report.value} value={report.value}>
            {report.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <div className="rounded-b-lg border-2 border-t-0 border-line-strong bg-surface p-5">
        <TabsContent value="lybunt">
          <GivingReportView report="lybunt" />
        </TabsContent>
        <TabsContent value="sybunt">
          <GivingReportView report="sybunt" />
        </TabsContent>
        <TabsContent value="follow-ups">
          <FollowUpReport />
        </TabsContent>
        <TabsContent value="not-thanked">
          <NotThankedReport />
        </TabsContent>
        <TabsContent value="capacity">
          <CapacityReport />
        </TabsContent>
        <TabsContent value="online">
          <OnlineGivingReport />
        </TabsContent>
      </div>
    </Tabs>
  );
}
