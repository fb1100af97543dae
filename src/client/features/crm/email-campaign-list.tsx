import type { EmailCampaignDto } from '../../../domain/crm-schemas.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Badge, type BadgeVariant } from '../../ui/badge.tsx';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';
import { CampaignActions } from './campaign-actions.tsx';
import { EMAIL_CAMPAIGN_STATUS_LABELS } from './crm-labels.ts';
import { NoValue } from './no-value.tsx';

const STATUS_BADGES: Record<EmailCampaignDto['status'], BadgeVariant> = {
  draft: 'muted',
  scheduled: 'default',
  sent: 'success',
};

function when(campaign: EmailCampaignDto) {
  if (campaign.sentAt) return `Sent ${formatDateTime(campaign.sentAt)}`;
  if (campaign.scheduledFor) return `Goes out ${formatDateTime(campaign.scheduledFor)}`;
  return null;
}

export interface EmailCampaignListProps {
  campaigns: readonly EmailCampaignDto[];
  onEdit: (campaign: EmailCampaignDto) => void;
}

/** Every campaign with its counts; opens and clicks carry an asterisk that points to the note. */
export function EmailCampaignList({ campaigns, onEdit }: EmailCampaignListProps) {
  if (campaigns.length === 0) {
    return <p className="text-ink-muted">No email campaigns yet.</p>;
  }
  return (
    <>
      <Table caption="Email campaigns" hideCaption>
        <THead>
          <TRow>
            <TH>Name and subject</TH>
            <TH>Status</TH>
            <TH>Recipients</TH>
            <TH>Sent</TH>
            <TH>
              Opened<span aria-hidden="true">*</span>
            </TH>
            <TH>
              Clicked<span aria-hidden="true">*</span>
            </TH>
            <TH>Actions</TH>
          </TRow>
        </THead>
        <TBody>
          {campaigns.map((campaign) => (
            <TRow key={campaign.id}>
              <TH scope="row" className="font-medium">
                {campaign.name}
                <span className="block font-normal text-ink-muted">{campaign.subject}</span>
              </TH>
              <TD>
                <div className="grid justify-items-start gap-1">
                  <Badge variant={STATUS_BADGES[campaign.status]}>
                    {EMAIL_CAMPAIGN_STATUS_LABELS[campaign.status]}
                  </Badge>
                  <span className="text-sm">{when(campaign) ?? <NoValue />}</span>
                </div>
              </TD>
              <TD className="tabular-nums">{campaign.recipientCount}</TD>
              <TD className="tabular-nums">{campaign.sentCount}</TD>
              <TD className="tabular-nums">{campaign.openCount}</TD>
              <TD className="tabular-nums">{campaign.clickCount}</TD>
              <TD>
                <CampaignActions campaign={campaign} onEdit={() => onEdit(campaign)} />
              </TD>
            </TRow>
          ))}
        </TBody>
      </Table>
      <p className="mt-3 max-w-prose text-sm text-ink-muted">
        <span aria-hidden="true">* </span>Opens and clicks are indicative only: many mail programs
        block the image that counts an open, and some security scanners click links before the donor
        does.
      </p>
    </>
  );
}
