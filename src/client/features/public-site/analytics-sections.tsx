import type { ProfileCategory } from '../../../domain/content/analytics.ts';
import type { AnalyticsContent, ChartsContent } from '../../../domain/content/modules.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import { BarChart } from './bar-chart.tsx';
import { BulletList, Section } from './page-blocks.tsx';
import { formatPercent } from './figure-format.ts';
import { PageIntro } from '../../ui/page-intro.tsx';
import { CELL, HEAD_CELL, ROW_HEAD_CELL, TableRegion } from './table-region.tsx';

export function AnalyticsIntro({ analytics }: { analytics: AnalyticsContent }) {
  const { ANALYTICS_INTRO } = analytics;
  return <PageIntro title={ANALYTICS_INTRO.title} lead={ANALYTICS_INTRO.lead} />;
}

export function PopulationFigures({ analytics }: { analytics: AnalyticsContent }) {
  const { POPULATION_FIGURES } = analytics;
  return (
    <Section id="population" title={POPULATION_FIGURES.title} intro={POPULATION_FIGURES.intro}>
      <ul className="grid gap-4 md:grid-cols-3">
        {POPULATION_FIGURES.figures.map((item) => (
          <li key={item.label} className="rounded-lg border border-line bg-surface p-6">
            <span className="block text-3xl font-bold text-brand-ink">{item.figure}</span>{' '}
            <span className="mt-1 block text-lg font-semibold text-ink">{item.label}</span>{' '}
            <span className="mt-2 block text-ink-muted">{item.text}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function PrevalenceChart({
  analytics,
  charts,
}: {
  analytics: AnalyticsContent;
  charts: ChartsContent;
}) {
  const { CATEGORY_CHART, CATEGORY_SECTION } = analytics;
  return (
    <Section
      id="by-category"
      title={CATEGORY_SECTION.title}
      intro={CATEGORY_SECTION.intro}
      tone="surface"
    >
      <BarChart chart={CATEGORY_CHART} charts={charts} />
    </Section>
  );
}

interface CategoryTableProps {
  analytics: AnalyticsContent;
  category: ProfileCategory;
  locale: Locale;
}

function CategoryTable({ analytics, category, locale }: CategoryTableProps) {
  const { PROFILES_SECTION, profilesInCategory } = analytics;
  const { headers } = PROFILES_SECTION;
  return (
    <section aria-labelledby={`${category.id}-title`} className="mt-10">
      <h3 id={`${category.id}-title`} className="text-xl font-semibold text-ink">
        {category.name}
      </h3>
      <p className="mt-1 max-w-prose text-ink-muted">{category.text}</p>
      <div className="mt-3 max-w-4xl">
        <TableRegion caption={PROFILES_SECTION.tableCaption(category.name)}>
          <thead>
            <tr>
              <th scope="col" className={HEAD_CELL}>
                {headers.profile}
              </th>
              <th scope="col" className={HEAD_CELL}>
                {headers.rate}
              </th>
              <th scope="col" className={HEAD_CELL}>
                {headers.counts}
              </th>
            </tr>
          </thead>
          <tbody>
            {profilesInCategory(category.id).map((profile) => (
              <tr key={profile.name}>
                <th scope="row" className={ROW_HEAD_CELL}>
                  {profile.name}
                </th>
                <td className={`${CELL} font-semibold whitespace-nowrap`}>
                  {formatPercent(profile.rate, locale)}
                </td>
                <td className={CELL}>{profile.counts}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      </div>
    </section>
  );
}

export function ProfileTables({
  analytics,
  locale,
}: {
  analytics: AnalyticsContent;
  locale: Locale;
}) {
  const { PROFILES_SECTION, PROFILE_CATEGORIES } = analytics;
  return (
    <Section id="profiles" title={PROFILES_SECTION.title} intro={PROFILES_SECTION.intro}>
      <BulletList items={PROFILES_SECTION.caveats} />
      {PROFILE_CATEGORIES.map((category) => (
        <CategoryTable
          key={category.id}
          analytics={analytics}
          category={category}
          locale={locale}
        />
      ))}
    </Section>
  );
}
