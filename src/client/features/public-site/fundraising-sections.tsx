import {
  CAMPAIGN_GOAL,
  CAMPAIGN_PHASES,
  CAMPUS_CHART,
  CAMPUS_SPLIT,
  DONOR_TARGETS,
  FUNDRAISING_ACTIONS,
  FUNDRAISING_INTRO,
  PHASES_CHART,
  formatMillions,
  shareOfGoal,
  type CampaignPart,
} from '../../../domain/content/fundraising.ts';
import { BarChart } from './bar-chart.tsx';
import { CardGrid } from './card-grid.tsx';
import { LinkButton } from './link-button.tsx';
import { PageIntro, Section } from './section.tsx';
import { CELL, HEAD_CELL, ROW_HEAD_CELL, TableRegion } from './table-region.tsx';

const partCards = (parts: readonly CampaignPart[]) =>
  parts.map((part) => ({
    title: `${part.label}: ${formatMillions(part.millions)}`,
    text: part.text,
    points: [`${shareOfGoal(part.millions)} of the goal`],
  }));

export function FundraisingIntro() {
  return (
    <PageIntro title={FUNDRAISING_INTRO.title} lead={FUNDRAISING_INTRO.lead}>
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

export function CampaignPhases() {
  return (
    <Section id="phases" title={CAMPAIGN_PHASES.title} intro={CAMPAIGN_PHASES.intro}>
      <BarChart chart={PHASES_CHART} />
      <div className="mt-8">
        <CardGrid cards={partCards(CAMPAIGN_PHASES.phases)} />
      </div>
    </Section>
  );
}

export function CampusSplit() {
  return (
    <Section id="campus-split" title={CAMPUS_SPLIT.title} intro={CAMPUS_SPLIT.intro} tone="surface">
      <BarChart chart={CAMPUS_CHART} />
      <div className="mt-8">
        <CardGrid cards={partCards(CAMPUS_SPLIT.campuses)} />
      </div>
    </Section>
  );
}

export function DonorTargets() {
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

export function FundraisingNextStep() {
  return (
    <Section
      id="take-part"
      title={FUNDRAISING_ACTIONS.title}
      intro={FUNDRAISING_ACTIONS.text}
      tone="surface"
    >
      <div className="flex flex-wrap gap-3">
        <LinkButton link={FUNDRAISING_ACTIONS.contact} />
        <LinkButton link={FUNDRAISING_ACTIONS.partnership} variant="secondary" />
      </div>
    </Section>
  );
}
