import { useQuery } from '@tanstack/react-query';
import { TODAY_KIND_RULES, type TodayItemDto } from '../../../domain/today/today-items.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notDoneWords } from '../../lib/not-done-words.ts';
import { AttentionControls, AttentionSection, NeedsYouNowCard } from '../../ui/attention-panel.tsx';
import { toast } from '../../ui/use-toast.ts';
import {
  commentsAwaitingReplyQuery,
  stalledSignaturesQuery,
  useSendSignerReminder,
} from './needs-attention-api.ts';

/** "Send reminder" and "Open"; the server's reason beside them when the reminder fails. */
function SignatureControls({ item }: { item: TodayItemDto }) {
  const remind = useSendSignerReminder();
  return (
    <AttentionControls
      item={item}
      action={{
        label: TODAY_KIND_RULES['signature-stalled'].actionLabel,
        pendingLabel: 'Sending reminder...',
        // The reload takes the signer (and this component) off the list before it settles.
        run: () => remind.mutateAsync(item.targetId),
        onSuccess: ({ nextReminderAt }) =>
          toast({
            title: 'Reminder sent.',
            description: nextReminderAt
              ? `${item.title}. The next automatic reminder goes out ${formatDateTime(nextReminderAt)}.`
              : `${item.title}.`,
          }),
        onFailure: (error) => notDoneWords('The reminder was not sent.', error),
      }}
      links={['Open']}
    />
  );
}

/**
 * The partnerships items of Today (ADR 053) on the All Documents page: signers waiting too long
 * and partners waiting for a reply. Nothing at all while both lists are empty.
 */
export function NeedsAttentionPanel() {
  const signatures = useQuery(stalledSignaturesQuery());
  const comments = useQuery(commentsAwaitingReplyQuery());
  return (
    <NeedsYouNowCard queries={[signatures, comments]}>
      <AttentionSection kind="signature-stalled" query={signatures} what="The waiting signatures">
        {(item) => <SignatureControls item={item} />}
      </AttentionSection>
      <AttentionSection
        kind="comment-awaiting-reply"
        query={comments}
        what="The comments waiting for a reply"
      >
        {/* "Reply" goes to the document's comments tab, where the conversation's reply form is. */}
        {(item) => (
          <AttentionControls
            item={item}
            links={[TODAY_KIND_RULES['comment-awaiting-reply'].actionLabel]}
          />
        )}
      </AttentionSection>
    </NeedsYouNowCard>
  );
}
