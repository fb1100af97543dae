import type { NexusLearningContent, StemProgramsContent } from '../../../domain/content/modules.ts';
import type { GradeBand } from '../../../domain/content/stem-programs.ts';

/** The six core programs, each with what it covers in K-5, 6-8 and 9-12. */
export function StemProgramList({
  nexusLearning,
  stemPrograms,
}: {
  nexusLearning: NexusLearningContent;
  stemPrograms: StemProgramsContent;
}) {
  const { ACADEMY_ADVENTURES } = nexusLearning;
  const { GRADE_BANDS, STEM_PROGRAMS } = stemPrograms;
  return (
    <section aria-labelledby="stem-programs-title" className="mt-12">
      <h3 id="stem-programs-title" className="text-xl font-bold text-ink md:text-2xl">
        {ACADEMY_ADVENTURES.programsTitle}
      </h3>
      <p className="mt-2 max-w-prose text-ink-muted">{ACADEMY_ADVENTURES.programsIntro}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {STEM_PROGRAMS.map((program) => (
          <li key={program.id} className="rounded-lg border border-line bg-surface p-5">
            <h4 className="text-lg font-semibold text-ink">{program.name}</h4>
            <p className="text-ink-muted">{program.summary}</p>
            <dl className="mt-3 grid gap-2">
              {GRADE_BANDS.map((band) => (
                <div key={band}>
                  <dt className="font-semibold text-ink">{ACADEMY_ADVENTURES.grades(band)}</dt>
                  <dd className="text-ink">{program.topics[band as GradeBand]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TradeSpecializations({ stemPrograms }: { stemPrograms: StemProgramsContent }) {
  const { TRADE_SPECIALIZATIONS } = stemPrograms;
  return (
    <section aria-labelledby="trades-title" className="mt-12">
      <h3 id="trades-title" className="text-xl font-bold text-ink md:text-2xl">
        {TRADE_SPECIALIZATIONS.title}
      </h3>
      <p className="mt-2 max-w-prose text-ink-muted">{TRADE_SPECIALIZATIONS.intro}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {TRADE_SPECIALIZATIONS.items.map((trade) => (
          <li key={trade.title} className="rounded-lg border border-line bg-surface p-5">
            <h4 className="text-lg font-semibold text-ink">{trade.title}</h4>
            <p className="mt-1 text-ink">{trade.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The outcomes banner: figures from the one list of public claims (content/claims.ts). */
export function OutcomesBanner({ stemPrograms }: { stemPrograms: StemProgramsContent }) {
  const { OUTCOMES_BANNER } = stemPrograms;
  return (
    <section
      aria-labelledby="outcomes-title"
      className="mt-12 rounded-lg border-2 border-brand bg-brand-soft p-6"
    >
      <h3 id="outcomes-title" className="text-xl font-bold text-brand-ink md:text-2xl">
        {OUTCOMES_BANNER.title}
      </h3>
      <p className="mt-2 text-brand-ink">{OUTCOMES_BANNER.intro}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {OUTCOMES_BANNER.claims.map((claim) => (
          <li key={claim.text} className="flex flex-col text-brand-ink">
            <span className="text-3xl font-bold">{claim.figure}</span>
            <span>{claim.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
