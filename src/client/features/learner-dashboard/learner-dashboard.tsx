import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import { AnalyticsPanel } from './analytics-panel.tsx';
import { CommunityPanel } from './community-panel.tsx';
import type { LearnerDashboardPageContent } from './dashboard-content.ts';
import { ModulesPanel } from './modules-panel.tsx';
import { OverviewPanel } from './overview-panel.tsx';

const PANELS = {
  dashboard: OverviewPanel,
  modules: ModulesPanel,
  progress: AnalyticsPanel,
  community: CommunityPanel,
} as const;

/** The learner dashboard's four tabs (public spec §2 "Learner dashboard"). */
export function LearnerDashboard({ content }: { content: LearnerDashboardPageContent }) {
  const { LEARNER_DASHBOARD, LEARNER_TABS } = content.learnerDashboard;
  return (
    <Tabs defaultValue="dashboard">
      <TabsList aria-label={LEARNER_DASHBOARD.tabsLabel}>
        {LEARNER_TABS.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {LEARNER_TABS.map((tab) => {
        const Panel = PANELS[tab.id as keyof typeof PANELS];
        return (
          <TabsContent key={tab.id} value={tab.id} className="pt-6">
            <Panel content={content} />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
