import type {
  AdventuresContent,
  NexusLearningContent,
  StemProgramsContent,
} from '../../../domain/content/modules.ts';
import { AdventureCard } from './adventure-card.tsx';
import { PanelIntro } from './panel-intro.tsx';
import { OutcomesBanner, StemProgramList, TradeSpecializations } from './stem-programs.tsx';

const YOUR_ADVENTURES_ID = 'your-adventures-title';

export interface AdventuresPanelProps {
  nexusLearning: NexusLearningContent;
  adventures: AdventuresContent;
  stemPrograms: StemProgramsContent;
}

/** The default tab: the learner's adventures, then the programs they belong to. */
export function AdventuresPanel({ nexusLearning, adventures, stemPrograms }: AdventuresPanelProps) {
  const { ACADEMY_ADVENTURES } = nexusLearning;
  return (
    <>
      <PanelIntro
        id="adventures-title"
        title={ACADEMY_ADVENTURES.title}
        intro={ACADEMY_ADVENTURES.intro}
      />
      <section aria-labelledby={YOUR_ADVENTURES_ID}>
        <h3 id={YOUR_ADVENTURES_ID} className="text-xl font-bold text-ink md:text-2xl">
          {ACADEMY_ADVENTURES.yourAdventures}
        </h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {adventures.ADVENTURES.map((adventure) => (
            <AdventureCard key={adventure.id} adventure={adventure} nexusLearning={nexusLearning} />
          ))}
        </ul>
      </section>
      <StemProgramList nexusLearning={nexusLearning} stemPrograms={stemPrograms} />
      <TradeSpecializations stemPrograms={stemPrograms} />
      <OutcomesBanner stemPrograms={stemPrograms} />
    </>
  );
}
