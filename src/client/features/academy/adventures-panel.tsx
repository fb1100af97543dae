import { ADVENTURES } from '../../../domain/content/adventures.ts';
import { ACADEMY_ADVENTURES } from '../../../domain/content/nexus-learning.ts';
import { AdventureCard } from './adventure-card.tsx';
import { PanelIntro } from './panel-intro.tsx';
import { OutcomesBanner, StemProgramList, TradeSpecializations } from './stem-programs.tsx';

const YOUR_ADVENTURES_ID = 'your-adventures-title';

/** The default tab: the learner's adventures, then the programs they belong to. */
export function AdventuresPanel() {
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
          {ADVENTURES.map((adventure) => (
            <AdventureCard key={adventure.id} adventure={adventure} />
          ))}
        </ul>
      </section>
      <StemProgramList />
      <TradeSpecializations />
      <OutcomesBanner />
    </>
  );
}
