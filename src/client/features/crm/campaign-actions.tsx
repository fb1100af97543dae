import { useState } from 'react';
import { describeCampaignDelivery } from '../../../domain/crm/campaign-delivery.ts';
import type { EmailCampaignDto } from '../../../domain/crm/email-campaign-dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { RowActions, type RowMenuAction } from '../../ui/data-table-row-actions.tsx';
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

type OpenDialog = 'schedule' | 'send' | 'delete' | null;

/**
 * What can be done with a campaign at its stage: drafts change; nothing changes once sent. In
 * view: Edit (a draft) or Unschedule; Schedule, Send now and Delete are in the row's "⋯" menu.
 */
export function CampaignActions({ campaign, onEdit }: CampaignActionsProps) {
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  // The "⋯" button the open dialog came from, for focus to go back to.
  const [menuButton, setMenuButton] = useState<HTMLElement | null>(null);
  const send = useSendEmailCampaign();
  const remove = useDeleteEmailCampaign();
  const unschedule = useUnscheduleEmailCampaign();
  const name = campaign.name;
  if (campaign.status === 'sent') return null;
  const isDraft = campaign.status === 'draft';
  const recipients = `${campaign.recipientCount} ${campaign.recipientCount === 1 ? 'donor' : 'donors'}`;

  // The dialogs open from the menu: focus goes back to its button while the row still has one.
  const focusMenuButton = (event: Event) => {
    if (!menuButton?.isConnected) return;
    event.preventDefault();
    menuButton.focus();
  };
  const open = (dialog: Exclude<OpenDialog, null>) => (trigger: HTMLElement | null) => {
    setMenuButton(trigger);
    setOpenDialog(dialog);
  };
  const dialogProps = (dialog: Exclude<OpenDialog, null>, reset: () => void) => ({
    open: openDialog === dialog,
    onOpenChange: (isOpen: boolean) => {
      setOpenDialog(isOpen ? dialog : null);
      if (!isOpen) reset();
    },
    onCloseAutoFocus: focusMenuButton,
  });
  const menu: RowMenuAction[] = [
    ...(isDraft ? [{ id: 'schedule', label: 'Schedule', onSelect: open('schedule') }] : []),
    { id: 'send', label: 'Send now', onSelect: open('send') },
    ...(isDraft ? [{ id: 'delete', label: 'Delete', onSelect: open('delete') }] : []),
  ];

  return (
    <>
      <RowActions rowName={name} actions={menu}>
        {isDraft ? (
          <Button variant="secondary" onClick={onEdit}>
            Edit<span className="sr-only"> {name}</span>
          </Button>
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
      </RowActions>
      {isDraft ? (
        <ScheduleCampaignDialog campaign={campaign} {...dialogProps('schedule', () => {})} />
      ) : null}
      <ConfirmDialog
        {...dialogProps('send', send.reset)}
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
              setOpenDialog(null);
            },
          })
        }
      />
      {isDraft ? (
        <ConfirmDialog
          {...dialogProps('delete', remove.reset)}
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
                setOpenDialog(null);
              },
            })
          }
        />
      ) : null}
    </>
  );
}
