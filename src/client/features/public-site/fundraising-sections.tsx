import type { CampaignPart } from '../../../domain/content/fundraising.ts';
import type { ChartsContent, FundraisingContent } from '../../../domain/content/modules.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import { BarChart } from './bar-chart.tsx';
import { CardGrid, LinkButton, Section } from './page-blocks.tsx';
import { formatPercent } from './figure-format.ts';
import { PageIntro } from '../../ui/page-intro.tsx';
import { CELL, HEAD_CELL, ROW_HEAD_CELL, TableRegion } from './table-region.tsx';

/** Props of the sections that write campaign figures themselves, in the page's language. */
interface CampaignFiguresProps {
  fundraising: FundraisingContent;
  charts: ChartsContent;
  locale: Locale;
}

const partCards = (
  fundraising: FundraisingContent,
  parts: readonly CampaignPart[],
  locale: Locale,
) => {
  const { CAMPAIGN_GOAL_MILLIONS, CAMPAIGN_PART_LABELS, formatMillions } = fundraising;
  return parts.map((part) => ({
    // The content's own money words ("$45M", "$45 millones"), as the chart and intro write them.
    title: `${part.label}: ${formatMillions(part.millions)}`,
    text: part.text,
    // Whole percent, as the chart writes the share (fundraising.ts shareOfGoal).
    points: [
      CAMPAIGN_PART_LABELS.shareOfGoal(
        formatPercent((part.millions / CAMPAIGN_GOAL_MILLIONS) * 100, locale, 0),
      ),
    ],
  }));
};

export function FundraisingIntro({ fundraising }: { fundraising: FundraisingContent }) {
  const { CAMPAIGN_GOAL, FUNDRAISING_INTRO } = fundraising;
  return (
    <PageIntro
      title={FUNDRAISING_INTRO.title}
      lead={FUNDRAISING_INTRO.lead}
      illustration={FUNDRAISING_INTRO.illustration}
    >
      <p className="mt-6 text-ink">
        <span className="block text-4xl font-bold text-brand-ink md:text-5xl">
          {CAMPAIGN_GOAL.figure}
        </span>{' '}
        <span className="mt-1 block text-xl font-semibold">{CAMPAIGN_GOAL.label}</span>
      </p>
      <p className="mt-6 max-w-prose rounded-md border-l-4 border-brand bg-page p-4 text-ink">
        {FUNDRAISING_INTRO.note}
      </p>
    </PageIntro>
  );
}

export function CampaignPhases({ fundraising, charts, locale }: CampaignFiguresProps) {
  const { CAMPAIGN_PHASES, PHASES_CHART } = fundraising;
  return (
    <Section id="phases" title={CAMPAIGN_PHASES.title} intro={CAMPAIGN_PHASES.intro}>
      <BarChart chart={PHASES_CHART} charts={charts} />
      <div className="mt-8">
        <CardGrid cards={partCards(fundraising, CAMPAIGN_PHASES.phases, locale)} />
      </div>
    </Section>
  );
}

export function CampusSplit({ fundraising, charts, locale }: CampaignFiguresProps) {
  const { CAMPUS_CHART, CAMPUS_SPLIT } = fundraising;
  return (
    <Section id="campus-split" title={CAMPUS_SPLIT.title} intro={CAMPUS_SPLIT.intro} tone="surface">
      <BarChart chart={CAMPUS_CHART} charts={charts} />
      <div className="mt-8">
        <CardGrid cards={partCards(fundraising, CAMPUS_SPLIT.campuses, locale)} />
      </div>
    </Section>
  );
}

export function DonorTargets({ fundraising }: { fundraising: FundraisingContent }) {
  const { DONOR_TARGETS } = fundraising;
  const { headers } = DONOR_TARGETS;
  return (
    <Section id="donor-targets" title={DONOR_TARGETS.title} intro={DONOR_TARGETS.intro}>
      <div className="max-w-3xl">
        <TableRegion caption={DONOR_TARGETS.caption}>
          <thead>
            <tr>
              <th scope="col" className={HEAD_CELL}>
                {headers.giftRange}
              </th>
              <th scope="col" className={HEAD_CELL}>
                {headers.donors}
              </th>
              <th scope="col" className={HEAD_CELL}>
                {headers.whoGives}
              </th>
            </tr>
          </thead>
          <tbody>
            {DONOR_TARGETS.rows.map((row) => (
              <tr key={row.giftRange}>
                <th scope="row" className={ROW_HEAD_CELL}>
                  {row.giftRange}
                </th>
                <td className={CELL}>{row.donors}</td>
                <td className={CELL}>{row.whoGives}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      </div>
    </Section>
  );
}

export function FundraisingNextStep({ fundraising }: { fundraising: FundraisingContent }) {
  const { FUNDRAISING_ACTIONS } = fundraising;
  return (
    <Section
      id="take-part"
      title={FUNDRAISING_ACTIONS.title}
      intro={FUNDRAISING_ACTIONS.text}
      tone="surface"
    >
      <div className="flex flex-wrap gap-3">
        <LinkButton link={FUNDRAISING_ACTIONS.give} />
        <LinkButton link={FUNDRAISING_ACTIONS.contact} variant="secondary" />
        <LinkButton link={FUNDRAISING_ACTIONS.partnership} variant="secondary" />
      </div>
    </Section>
  );
}
