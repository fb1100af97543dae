import { TODAY_KIND_RULES, type TodayItemDto } from '../../../domain/today/today-items.ts';
import { notDoneWords } from '../../lib/not-done-words.ts';
import { AttentionControls, AttentionSection, NeedsYouNowCard } from '../../ui/attention-panel.tsx';
import { toast } from '../../ui/use-toast.ts';
import {
  useOffersWaitingForAnswer,
  usePapersToReview,
  useSendOfferReminder,
} from './needs-attention-api.ts';

/** "Send reminder" and "Open family"; the server's reason beside them when the reminder fails. */
function OfferControls({ item }: { item: TodayItemDto }) {
  const remind = useSendOfferReminder();
  return (
    <AttentionControls
      item={item}
      action={{
        label: TODAY_KIND_RULES['offer-expiring'].actionLabel,
        pendingLabel: 'Sending reminder...',
        // The reload may take the item (and this component) away before it settles.
        run: () => remind.mutateAsync(item.targetId),
        onSuccess: () =>
          toast({
            title: 'Reminder sent.',
            description: `${item.title}: the family has a new link to answer the offer.`,
          }),
        onFailure: (error) => notDoneWords('The reminder was not sent.', error),
      }}
      links={['Open family']}
    />
  );
}

/**
 * What needs admissions now (ADR 053), from the same lists the Today page reads. Nothing at all
 * while loading or when both lists are empty: the page's job is the table below.
 */
export function NeedsAttentionPanel() {
  const offers = useOffersWaitingForAnswer();
  const papers = usePapersToReview();
  return (
    <NeedsYouNowCard queries={[offers, papers]} columns>
      <AttentionSection
        kind="offer-expiring"
        query={offers}
        what="The offers waiting for an answer"
      >
        {(item) => <OfferControls item={item} />}
      </AttentionSection>
      <AttentionSection kind="paper-to-review" query={papers} what="The papers to review">
        {(item) => (
          <AttentionControls
            item={item}
            links={[TODAY_KIND_RULES['paper-to-review'].actionLabel]}
          />
        )}
      </AttentionSection>
    </NeedsYouNowCard>
  );
}
