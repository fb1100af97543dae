import { useState } from 'react';
import { describeCampaignDelivery } from '../../../domain/crm-campaign-delivery.ts';
import type { EmailCampaignDto } from '../../../domain/crm-schemas.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import {
  useDeleteEmailCampaign,
  useSendEmailCampaign,
  useUnscheduleEmailCampaign,
} from './email-campaign-api.ts';
import { ScheduleCampaignDialog } from './schedule-campaign-dialog.tsx';

export interface CampaignActionsProps {
  campaign: EmailCampaignDto;
  onEdit: () => void;
}

/** What can be done with a campaign at its stage: drafts change; nothing changes once sent. */
export function CampaignActions({ campaign, onEdit }: CampaignActionsProps) {
  const [confirming, setConfirming] = useState<'send' | 'delete' | null>(null);
  const send = useSendEmailCampaign();
  const remove = useDeleteEmailCampaign();
  const unschedule = useUnscheduleEmailCampaign();
  const name = campaign.name;
  if (campaign.status === 'sent') return null;
  const recipients = `${campaign.recipientCount} ${campaign.recipientCount === 1 ? 'donor' : 'donors'}`;

  return (
    <div className="flex flex-wrap gap-2">
      {campaign.status === 'draft' ? (
        <>
          <Button variant="secondary" onClick={onEdit}>
            Edit<span className="sr-only"> {name}</span>
          </Button>
          <ScheduleCampaignDialog campaign={campaign} />
        </>
      ) : (
        <Button
          variant="secondary"
          disabled={unschedule.isPending}
          onClick={() =>
            unschedule.mutate(campaign.id, {
              onSuccess: () =>
                toast({ title: 'Schedule removed', description: `"${name}" is a draft again.` }),
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: 'Failed to remove the schedule',
                  description: describeFailure(error),
                }),
            })
          }
        >
          Unschedule<span className="sr-only"> {name}</span>
        </Button>
      )}
      <ConfirmDialog
        open={confirming === 'send'}
        onOpenChange={(open) => {
          setConfirming(open ? 'send' : null);
          if (!open) send.reset();
        }}
        trigger={
          <Button>
            Send now<span className="sr-only"> {name}</span>
          </Button>
        }
        title="Send this campaign now?"
        description={`"${name}" goes to ${recipients} now. Sent mail cannot be taken back.`}
        confirmLabel="Send now"
        pendingLabel="Sending..."
        isPending={send.isPending}
        error={send.error ? describeFailure(send.error) : null}
        onConfirm={() =>
          send.mutate(campaign.id, {
            onSuccess: (sent) => {
              // Says what the outbox holds, never "sent" for mail that has not left.
              toast({
                title: 'Campaign released to the outbox',
                description: `"${sent.name}": ${describeCampaignDelivery(sent.delivery)}.`,
              });
              setConfirming(null);
            },
          })
        }
      />
      {campaign.status === 'draft' ? (
        <ConfirmDialog
          open={confirming === 'delete'}
          onOpenChange={(open) => {
            setConfirming(open ? 'delete' : null);
            if (!open) remove.reset();
          }}
          trigger={
            <Button variant="destructive">
              Delete<span className="sr-only"> {name}</span>
            </Button>
          }
          title="Delete draft"
          description={`The draft "${name}" will be deleted. This cannot be undone.`}
          confirmLabel="Delete draft"
          pendingLabel="Deleting..."
          isPending={remove.isPending}
          error={remove.error ? describeFailure(remove.error) : null}
          onConfirm={() =>
            remove.mutate(campaign.id, {
              onSuccess: () => {
                toast({ title: 'Draft deleted', description: `"${name}" was deleted.` });
                setConfirming(null);
              },
            })
          }
        />
      ) : null}
    </div>
  );
}
