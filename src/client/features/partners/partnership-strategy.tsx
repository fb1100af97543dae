import { Card } from '../../ui/card.tsx';

/**
 * Why the organisation signs agreements with each kind of partner. Plain statements of purpose
 * only: no figures, because every public number must come from src/domain/content.
 */
const STRATEGY_BLOCKS = [
  {
    title: 'Clinical partners',
    text: 'Hospitals and clinics help us understand how neurodivergent students learn best and offer supervised health-science placements. An NDA protects the patient and research information shared along the way.',
  },
  {
    title: 'Industry partners',
    text: 'Companies give our students internships, mentors and real engineering problems to work on. An NDA lets them share product details and data with students and staff safely.',
  },
  {
    title: 'Foundations and funders',
    text: 'Foundations support scholarships, research and accessible learning spaces on our three campuses. Agreements cover the plans, budgets and student information we share with them.',
  },
] as const;

export function PartnershipStrategy() {
  return (
    <section aria-labelledby="partnership-strategy-heading" className="mb-10">
      <h2 id="partnership-strategy-heading" className="text-xl font-semibold text-ink">
        Why we partner
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        We work with three kinds of partners. Each agreement keeps shared information private and
        makes clear what each side may do with it.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {STRATEGY_BLOCKS.map((block) => (
          <li key={block.title}>
            <Card className="h-full">
              <h3 className="text-lg font-semibold text-ink">{block.title}</h3>
              <p className="mt-2 text-ink-muted">{block.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
