import type { AnalyticsContent, ChartsContent } from '../../../domain/content/modules.ts';
import { useSiteShell } from '../../i18n/site-shell.tsx';
import {
  AnalyticsIntro,
  PopulationFigures,
  PrevalenceChart,
  ProfileTables,
} from './analytics-sections.tsx';

export type AnalyticsPageContent = {
  analytics: AnalyticsContent;
  charts: ChartsContent;
};

/** Static prevalence tables (public spec §2, §9): 25 profiles in 7 categories, all estimates. */
export function AnalyticsPage({ content }: { content: AnalyticsPageContent }) {
  const { analytics, charts } = content;
  const { locale } = useSiteShell();
  return (
    <>
      <AnalyticsIntro analytics={analytics} />
      <PopulationFigures analytics={analytics} />
      <PrevalenceChart analytics={analytics} charts={charts} />
      <ProfileTables analytics={analytics} locale={locale} />
    </>
  );
}
