import type { ConnectDeliveriesDto } from '../../../domain/settings/dtos.ts';
import { formatDateTime } from '../../lib/format.ts';

/**
 * Whether DocuSign Connect messages reach the site, in the words the person setting it up needs:
 * nothing yet, the last message received, or a refusal newer than that with DocuSign's reason.
 */
export function ConnectDeliveries({ connect }: { connect: ConnectDeliveriesDto }) {
  const { lastReceived, lastRefused } = connect;
  const refusedSince =
    lastRefused && (!lastReceived || lastRefused.at > lastReceived.at) ? lastRefused : null;
  return (
    <div className="mt-3 space-y-2 text-ink-muted">
      <p>
        <span className="font-semibold text-ink">DocuSign Connect: </span>
        {lastReceived
          ? `last message received on ${formatDateTime(lastReceived.at)} (${lastReceived.event}).`
          : 'no message has arrived yet. Until one does, a document learns that it was signed only when someone presses “Check status” on it.'}
      </p>
      {refusedSince ? (
        <p className="text-danger">
          A message was refused on {formatDateTime(refusedSince.at)}: {refusedSince.reason}
        </p>
      ) : null}
    </div>
  );
}
