import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { emailSuppressionsQuery, useMarkUnsubscribed } from './email-suppression-api.ts';
import { ONLY_THE_DONOR_RESUBSCRIBES } from './suppression-words.ts';

/**
 * On a donor's page: whether they get campaign mail, and a button for staff to record that the
 * donor asked to stop (by phone, letter or a reply). There is no button back.
 */
export function MarkUnsubscribed({ donorId }: { donorId: string }) {
  const list = useQuery(emailSuppressionsQuery());
  const mark = useMarkUnsubscribed();
  const suppressed = list.data?.find((row) => row.donorId === donorId);
  if (!list.data) return null;
  return (
    <div className="grid gap-2">
      {suppressed ? (
        <p>
          Unsubscribed from campaign email on {formatDateTime(suppressed.unsubscribedAt)}.{' '}
          {ONLY_THE_DONOR_RESUBSCRIBES}
        </p>
      ) : (
        <>
          <p className="text-ink-muted">
            Gets campaign email. If the donor asks to stop, record it here.{' '}
            {ONLY_THE_DONOR_RESUBSCRIBES}
          </p>
          <div>
            <Button
              variant="secondary"
              disabled={mark.isPending}
              onClick={() => mark.mutate({ donorId, source: 'staff' })}
            >
              {mark.isPending ? 'Saving...' : 'Mark unsubscribed at the donor’s request'}
            </Button>
          </div>
        </>
      )}
      <div role="alert" className="empty:hidden">
        {mark.error ? (
          <p className="font-medium text-danger">Not saved. {describeFailure(mark.error)}</p>
        ) : null}
      </div>
    </div>
  );
}
