import { ACADEMY_INTRO, NEXUS_LEARNING_META } from '../../../domain/content/nexus-learning.ts';
import { AcademyHome } from '../../features/academy/academy-home.tsx';
import { AcademyTabs } from '../../features/academy/academy-tabs.tsx';
import { AdventuresPanel } from '../../features/academy/adventures-panel.tsx';
import { FriendsPanel } from '../../features/academy/friends-panel.tsx';
import { ProgressPanel } from '../../features/academy/progress-panel.tsx';
import { ToolsPanel } from '../../features/academy/tools-panel.tsx';
import { useAcademyTab } from '../../features/academy/use-academy-tab.ts';
import { PathwayWizard } from '../../features/pathway/pathway-wizard.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import { PageIntro } from '../../features/public-site/section.tsx';
import type { Route } from './+types/nexus-learning';

export const meta: Route.MetaFunction = () => publicPageMeta(NEXUS_LEARNING_META);

/** The K-12 academy page (public spec §2): six tabs, Adventures first, `?tab=` to link one. */
export default function NexusLearningPage() {
  const [tab, selectTab] = useAcademyTab();
  return (
    <>
      <PageIntro
        title={ACADEMY_INTRO.title}
        subtitle={ACADEMY_INTRO.subtitle}
        lead={ACADEMY_INTRO.lead}
      >
        <p className="mt-4 max-w-prose text-ink-muted">{ACADEMY_INTRO.sampleNote}</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-12">
        <AcademyTabs
          selected={tab}
          onSelect={(next) => selectTab(next)}
          panels={{
            home: <AcademyHome onResume={(focusId) => selectTab('adventures', { focusId })} />,
            pathway: <PathwayWizard />,
            adventures: <AdventuresPanel />,
            progress: <ProgressPanel />,
            tools: <ToolsPanel />,
            friends: <FriendsPanel />,
          }}
        />
      </div>
    </>
  );
}
