import {
  CAMPAIGN_DELIVERY_STATE_LABELS,
  describeCampaignDelivery,
  type CampaignDeliveryState,
} from '../../../domain/crm/campaign-delivery.ts';
import type { EmailCampaignDto } from '../../../domain/crm/email-campaign-dtos.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Badge, type BadgeVariant } from '../../ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
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

const count = (value: number) => <span className="tabular-nums">{value}</span>;

function columnsFor(
  onEdit: (campaign: EmailCampaignDto) => void,
): DataTableColumn<EmailCampaignDto>[] {
  return [
    {
      id: 'name',
      header: 'Name and subject',
      kind: 'rowHeader',
      minWidth: 'lg',
      cell: (campaign) => (
        <>
          {campaign.name}
          <span className="block font-normal text-ink-muted">{campaign.subject}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      minWidth: 'md',
      cell: (campaign) => (
        <div className="grid justify-items-start gap-1">
          <StatusBadge campaign={campaign} />
          <span className="text-sm">{when(campaign) ?? <NoValue />}</span>
        </div>
      ),
    },
    {
      id: 'recipients',
      header: 'Recipients',
      align: 'end',
      priority: 2,
      cell: (campaign) => count(campaign.recipientCount),
    },
    {
      id: 'delivery',
      header: 'Delivery',
      priority: 2,
      minWidth: 'md',
      cell: (campaign) =>
        campaign.status === 'sent' ? describeCampaignDelivery(campaign.delivery) : <NoValue />,
    },
    {
      id: 'opened',
      header: (
        <>
          Opened<span aria-hidden="true">*</span>
        </>
      ),
      label: 'Opened*',
      align: 'end',
      priority: 2,
      cell: (campaign) => count(campaign.openCount),
    },
    {
      id: 'clicked',
      header: (
        <>
          Clicked<span aria-hidden="true">*</span>
        </>
      ),
      label: 'Clicked*',
      align: 'end',
      priority: 2,
      cell: (campaign) => count(campaign.clickCount),
    },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      align: 'end',
      cell: (campaign) => <CampaignActions campaign={campaign} onEdit={() => onEdit(campaign)} />,
    },
  ];
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
      <DataTable
        caption="Email campaigns"
        columns={columnsFor(onEdit)}
        rows={campaigns}
        rowKey={(campaign) => campaign.id}
      />
      <p className="mt-3 max-w-prose text-sm text-ink-muted">
        <span aria-hidden="true">* </span>Opens and clicks are indicative only: many mail programs
        block the image that counts an open, and some security scanners click links before the donor
        does.
      </p>
    </>
  );
}
