import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ALREADY_ACKNOWLEDGED_MESSAGE_START } from '../../../domain/crm/outreach-schemas.ts';
import type { TodayItemDto } from '../../../domain/today/today-items.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { AttentionList } from '../../ui/attention-list.tsx';
import { AttentionControls } from '../../ui/attention-panel.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { toast } from '../../ui/use-toast.ts';
import { invalidateCrm } from './api.ts';
import { FUNDRAISING_SETTINGS_PATH } from './fundraising-settings-section.tsx';
import { useSendAcknowledgment } from './gift-api.ts';
import { notThankedQuery, reloadToday } from './report-api.ts';

const countWords = (count: number) =>
  count === 1 ? '1 gift not thanked.' : `${count} gifts not thanked.`;

interface ThankControlsProps {
  item: TodayItemDto;
  /** After the letter went (or someone else's had): the item leaves the list. */
  onHandled: () => void;
}

/** The donor's page and the letter; a refusal (no EIN set) stays beside the item until a retry. */
function ThankControls({ item, onHandled }: ThankControlsProps) {
  const queryClient = useQueryClient();
  const send = useSendAcknowledgment();

  /** The words beside the item, or null when someone else had thanked the gift already. */
  function failureWords(error: unknown): string | null {
    const message = readServerMessage(error) ?? '';
    if (readErrorStatus(error) === 409 && message.startsWith(ALREADY_ACKNOWLEDGED_MESSAGE_START)) {
      // Someone thanked this gift since the list was read: read it again, without it.
      void invalidateCrm(queryClient);
      void reloadToday(queryClient);
      toast({ title: 'Already thanked', description: `${item.title}: ${message}` });
      onHandled();
      return null;
    }
    return `The letter was not sent. ${describeFailure(error)}`;
  }

  return (
    <AttentionControls
      item={item}
      action={{
        label: 'Send thank-you letter',
        pendingLabel: 'Sending...',
        // The reload takes the item (and this component) away before it settles.
        run: () => send.mutateAsync({ donationId: item.targetId, resend: false }),
        onSuccess: (letter) => {
          void reloadToday(queryClient);
          toast({
            title: letter.outboxMessageId ? 'Thank-you letter sent.' : 'Letter ready to print',
            description: letter.outboxMessageId
              ? `The thank-you letter for ${item.title} is in the outbox.`
              : `This donor has no email address, so nothing was mailed. Download the letter for ${item.title} under Letters on the donor's page, then print and post it.`,
          });
          onHandled();
        },
        onFailure: failureWords,
        failureHelp: (words) =>
          /EIN/.test(words) ? (
            <p className="mt-1">
              <Link className="font-semibold underline" to={FUNDRAISING_SETTINGS_PATH}>
                Open Settings › Organisation › Fundraising
              </Link>
            </p>
          ) : null,
      }}
      links={['Open donor']}
    />
  );
}

/** Completed gifts recorded 48 hours ago or more with no thank-you letter (ADR 053). */
export function NotThankedReport() {
  const query = useQuery(notThankedQuery());
  const countRef = useRef<HTMLParagraphElement>(null);

  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-ink">
        Completed gifts recorded 48 hours ago or more that have no thank-you letter yet. Oldest
        first.
      </p>
      <QueryState query={query} what="The gifts not thanked">
        {(items) => (
          <>
            {/* The handled item leaves: focus comes here, to the new count. */}
            <p ref={countRef} tabIndex={-1} className="font-medium text-ink outline-offset-4">
              {items.length === 0
                ? 'Every gift recorded more than 48 hours ago has its thank-you letter.'
                : countWords(items.length)}
            </p>
            {items.length > 0 ? (
              <AttentionList items={items}>
                {(item) => (
                  <ThankControls item={item} onHandled={() => countRef.current?.focus()} />
                )}
              </AttentionList>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
