import type { CampaignDto } from '../../../domain/crm/gift-dtos.ts';
import type { CrmSummaryDto } from '../../../domain/crm/report-dtos.ts';
import { formatWholeDollars } from '../../../domain/crm/rules.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { CAMPAIGN_STATUS_LABELS } from './crm-labels.ts';

const percentOf = (raised: number, goal: number | null) =>
  goal && goal > 0 ? (raised / goal) * 100 : 0;

function GoalLine({ name, raised, goal }: { name: string; raised: number; goal: number }) {
  return (
    <div>
      <p className="flex flex-wrap justify-between gap-x-4 font-medium text-ink">
        <span>{name}</span>
        <span className="tabular-nums">
          {formatWholeDollars(raised)} of {formatWholeDollars(goal)}
        </span>
      </p>
      <ProgressBar
        className="mt-1"
        label={`${name}: raised of goal`}
        value={percentOf(raised, goal)}
      />
    </div>
  );
}

function CampaignLine({ campaign }: { campaign: CampaignDto }) {
  const status = CAMPAIGN_STATUS_LABELS[campaign.status];
  if (!campaign.goalCents) {
    return (
      <p className="flex flex-wrap justify-between gap-x-4 text-ink">
        <span className="font-medium">
          {campaign.name} ({status})
        </span>
        <span className="tabular-nums">
          {formatWholeDollars(campaign.raisedCents)} raised, no goal set
        </span>
      </p>
    );
  }
  return (
    <GoalLine
      name={`${campaign.name} (${status})`}
      raised={campaign.raisedCents}
      goal={campaign.goalCents}
    />
  );
}

/**
 * The $75M capital campaign and its three phases (public spec §9), then every campaign. Each bar
 * has its figures written beside it, so the bar length is never the only way to read it.
 */
export function CampaignProgress({ summary }: { summary: CrmSummaryDto }) {
  const { capitalCampaign, campaigns } = summary;
  return (
    <section
      aria-labelledby="campaigns-title"
      className="rounded-lg border border-line bg-surface p-5 shadow-sm"
    >
      <h2 id="campaigns-title" className="text-xl font-semibold text-ink">
        Campaign progress
      </h2>
      <p className="mt-1 text-ink-muted">Completed gifts against each goal.</p>
      <div className="mt-4 grid gap-4">
        <GoalLine
          name="Capital campaign"
          raised={capitalCampaign.raisedCents}
          goal={capitalCampaign.goalCents}
        />
        <ul className="grid gap-3 border-l-4 border-line pl-4" aria-label="Capital campaign phases">
          {capitalCampaign.phases.map((phase) => (
            <li key={phase.type}>
              <GoalLine name={phase.label} raised={phase.raisedCents} goal={phase.goalCents} />
            </li>
          ))}
        </ul>
      </div>
      {campaigns.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-ink">All campaigns</h3>
          <ul className="mt-3 grid gap-3">
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <CampaignLine campaign={campaign} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
