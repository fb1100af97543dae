import type { Database } from '../../db/client.ts';
import { countOutboxMessages } from '../mail/count-outbox-messages.ts';
import type { ScrapeGauge } from './app-metrics.ts';

/** Mail waiting to go out and mail that gave up, counted in the outbox at each scrape. */
export function outboxGauges(db: Database): ScrapeGauge[] {
  return [
    {
      name: 'outbox_pending_messages',
      help: 'Outbox messages waiting to be delivered (first attempt or a retry)',
      collect: () => countOutboxMessages({ db, status: 'pending' }),
    },
    {
      name: 'outbox_failed_messages',
      help: 'Outbox messages that ran out of attempts; an admin can retry them in Settings',
      collect: () => countOutboxMessages({ db, status: 'failed' }),
    },
  ];
}
