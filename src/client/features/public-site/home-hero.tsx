import type { HomeContent } from '../../../domain/content/modules.ts';
import { LinkButton, SentenceLines } from './page-blocks.tsx';
import { IllustrationImage } from '../../ui/illustration-image.tsx';

/**
 * The home page's first screen: the mission as its h1, the three campuses in a sentence each and
 * the two first steps, beside a drawing of a learning moment. From 1024px the words and the
 * drawing share the whole width; on a phone the drawing follows the buttons, so the words and
 * the first step come first.
 */
export function HomeHero({ home }: { home: HomeContent }) {
  const { HERO } = home;
  return (
    <div className="border-b border-line bg-brand-tint">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 md:py-14 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-12 lg:py-16">
        <div className="min-w-0">
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-ink md:text-4xl xl:text-display">
            <SentenceLines text={HERO.title} />
          </h1>
          <p className="mt-5 max-w-prose text-lg text-ink md:text-xl">{HERO.lead}</p>
          <ul className="mt-6 flex max-w-prose list-disc flex-col gap-2 pl-6 text-lg text-ink marker:text-brand">
            {HERO.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton link={HERO.primaryAction} />
            <LinkButton link={HERO.secondaryAction} variant="secondary" />
          </div>
        </div>
        <IllustrationImage
          illustration={HERO.illustration}
          isAboveTheFold
          className="mx-auto max-w-md rounded-2xl lg:max-w-none"
        />
      </div>
    </div>
  );
}
