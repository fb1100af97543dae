import {
  CAMPAIGN_DELIVERY_STATE_LABELS,
  describeCampaignDelivery,
  type CampaignDeliveryState,
} from '../../../domain/crm-campaign-delivery.ts';
import type { EmailCampaignDto } from '../../../domain/crm-schemas.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Badge, type BadgeVariant } from '../../ui/badge.tsx';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';
import { CampaignActions } from './campaign-actions.tsx';
import { EMAIL_CAMPAIGN_STATUS_LABELS } from './crm-labels.ts';
import { NoValue } from './no-value.tsx';

const STAGE_BADGES: Record<'draft' | 'scheduled', BadgeVariant> = {
  draft: 'muted',
  scheduled: 'default',
};

// Only what the mail server accepted is green: queued or unsent mail never looks sent.
const DELIVERY_BADGES: Record<CampaignDeliveryState, BadgeVariant> = {
  queued: 'default',
  delivered: 'success',
  'partly-delivered': 'destructive',
  failed: 'destructive',
  'not-sent': 'destructive',
};

/** Draft and Scheduled as stored; once released to the outbox, the state of its messages. */
function StatusBadge({ campaign }: { campaign: EmailCampaignDto }) {
  if (campaign.status !== 'sent') {
    return (
      <Badge variant={STAGE_BADGES[campaign.status]}>
        {EMAIL_CAMPAIGN_STATUS_LABELS[campaign.status]}
      </Badge>
    );
  }
  const state = campaign.deliveryState;
  return state ? (
    <Badge variant={DELIVERY_BADGES[state]}>{CAMPAIGN_DELIVERY_STATE_LABELS[state]}</Badge>
  ) : (
    <Badge variant="muted">No messages in the outbox</Badge>
  );
}

function when(campaign: EmailCampaignDto) {
  if (campaign.sentAt) return `Put in the outbox ${formatDateTime(campaign.sentAt)}`;
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
            <TH>Delivery</TH>
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
                  <StatusBadge campaign={campaign} />
                  <span className="text-sm">{when(campaign) ?? <NoValue />}</span>
                </div>
              </TD>
              <TD className="tabular-nums">{campaign.recipientCount}</TD>
              <TD className="tabular-nums">
                {campaign.status === 'sent' ? (
                  describeCampaignDelivery(campaign.delivery)
                ) : (
                  <NoValue />
                )}
              </TD>
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
