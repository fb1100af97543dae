import type {
  AdventuresContent,
  LearnerProfileContent,
  NexusLearningContent,
  StemProgramsContent,
} from '../../../domain/content/modules.ts';
import type { ReactNode } from 'react';
import { PageIntro } from '../../ui/page-intro.tsx';
import { AcademyHome } from './academy-home.tsx';
import { AcademyTabs } from './academy-tabs.tsx';
import { AdventuresPanel } from './adventures-panel.tsx';
import { FriendsPanel } from './friends-panel.tsx';
import { ProgressPanel } from './progress-panel.tsx';
import { ToolsPanel } from './tools-panel.tsx';
import { useAcademyTab } from './use-academy-tab.ts';

export type AcademyPageContent = {
  nexusLearning: NexusLearningContent;
  adventures: AdventuresContent;
  learnerProfile: LearnerProfileContent;
  stemPrograms: StemProgramsContent;
};

/**
 * The K-12 academy page (public spec §2): six tabs, Adventures first, `?tab=` to link one. The
 * "Find your pathway" tab is the pathway feature's wizard, which the route hands in (features do
 * not import each other).
 */
export function AcademyPage({
  content,
  pathway,
}: {
  content: AcademyPageContent;
  pathway: ReactNode;
}) {
  const { nexusLearning, adventures, learnerProfile, stemPrograms } = content;
  const { ACADEMY_INTRO } = nexusLearning;
  const [tab, selectTab] = useAcademyTab();
  return (
    <>
      <PageIntro
        title={ACADEMY_INTRO.title}
        subtitle={ACADEMY_INTRO.subtitle}
        lead={ACADEMY_INTRO.lead}
        illustration={ACADEMY_INTRO.illustration}
      >
        <p className="mt-4 max-w-prose text-ink-muted">{ACADEMY_INTRO.sampleNote}</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-12">
        <AcademyTabs
          nexusLearning={nexusLearning}
          selected={tab}
          onSelect={(next) => selectTab(next)}
          panels={{
            home: (
              <AcademyHome
                nexusLearning={nexusLearning}
                onResume={(focusId) => selectTab('adventures', { focusId })}
              />
            ),
            pathway,
            adventures: (
              <AdventuresPanel
                nexusLearning={nexusLearning}
                adventures={adventures}
                stemPrograms={stemPrograms}
              />
            ),
            progress: (
              <ProgressPanel
                nexusLearning={nexusLearning}
                adventures={adventures}
                learnerProfile={learnerProfile}
              />
            ),
            tools: <ToolsPanel nexusLearning={nexusLearning} />,
            friends: <FriendsPanel nexusLearning={nexusLearning} learnerProfile={learnerProfile} />,
          }}
        />
      </div>
    </>
  );
}
