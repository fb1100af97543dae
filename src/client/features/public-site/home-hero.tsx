import type { HomeContent } from '../../../domain/content/modules.ts';
import { LinkButton } from './link-button.tsx';
import { PageIntro } from './section.tsx';

export function HomeHero({ home }: { home: HomeContent }) {
  const { HERO } = home;
  return (
    <PageIntro title={HERO.title} lead={HERO.lead}>
      <ul className="mt-6 flex max-w-prose list-disc flex-col gap-2 pl-6 text-lg text-ink">
        {HERO.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <LinkButton link={HERO.primaryAction} />
        <LinkButton link={HERO.secondaryAction} variant="secondary" />
      </div>
    </PageIntro>
  );
}
