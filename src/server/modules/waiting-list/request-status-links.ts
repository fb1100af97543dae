import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, inArray, notInArray, sql } from 'drizzle-orm';
import * as en from '../../../domain/content/enrollment-messages.ts';
import * as es from '../../../domain/content/es/enrollment-messages.ts';
import type { StatusLinkRequestDto } from '../../../domain/waiting-list/dtos.ts';
import type { statusLinkRequestInput } from '../../../domain/waiting-list/schemas.ts';
import { CAMPUSES, type Language } from '../../../domain/waiting-list/waiting-list.ts';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { limitPublicRequest } from '../rate-limits/rate-limits.service.ts';
import { STATUS_LINK_REQUESTS } from '../rate-limits/public-rate-limits.ts';
import { resendStatusLink } from './resend-status-link.ts';
import { waitingList } from './waiting-list.table.ts';

/**
 * Every answer takes at least this long. A known address costs a few writes per application
 * (new token, mail, audit, counter) that an unknown one does not; waiting for the same floor
 * either way keeps the answer's time from telling which addresses are on the list. Far above what
 * those writes take on either engine when the server is not overloaded.
 */
export const LINK_REQUEST_ANSWER_MS = 400;

const ANSWERS: Record<Language, string> = {
  en: en.LINK_REQUEST_ANSWER,
  es: es.LINK_REQUEST_ANSWER,
};

/**
 * The open applications of an address, whatever its case, on every campus. Withdrawn and
 * declined ones are left out, as a repeated form leaves them out: their last mail said they are
 * no longer on the list (and a withdrawal that we will not write again). Locked, so a request and
 * a repeated form for the same entry take turns. The campus condition lets PostgreSQL use
 * waiting_list_duplicate_idx (campus, lower(email), ...) for what is otherwise a scan.
 */
const findOpenEntriesOf = (tx: Transaction, email: string) =>
  tx
    .select()
    .from(waitingList)
    .where(
      and(
        inArray(waitingList.campus, [...CAMPUSES]),
        sql`lower(${waitingList.email}) = lower(${email})`,
        notInArray(waitingList.status, ['withdrawn', 'declined']),
      ),
    )
    .orderBy(asc(waitingList.id))
    .for('update');

/**
 * POST /api/waiting-list/link-requests: "Email me my link" on the status page. One transaction
 * (always run, known address or not): each open application of the address gets a new private
 * link, in its own language, within the daily limit shared with the repeated form
 * (resend-status-link.ts). The answer is the same sentence in the page's language whatever
 * happened, and never sooner than LINK_REQUEST_ANSWER_MS.
 */
export async function requestStatusLinks(options: {
  db: Database;
  input: z.output<typeof statusLinkRequestInput>;
  ipAddress: string;
  now: Date;
  publicUrl: string;
  supportEmail: string;
  canDeliverMail: boolean;
}): Promise<StatusLinkRequestDto> {
  const { db, input, now } = options;
  const startedAt = performance.now();
  await limitPublicRequest(STATUS_LINK_REQUESTS, { db, key: options.ipAddress, now });
  await db.transaction(async (tx) => {
    for (const entry of await findOpenEntriesOf(tx, input.email)) {
      await resendStatusLink({
        tx,
        entry,
        now,
        publicUrl: options.publicUrl,
        supportEmail: options.supportEmail,
        canDeliverMail: options.canDeliverMail,
        because: 'link-requested',
      });
    }
  });
  await sleep(Math.max(0, startedAt + LINK_REQUEST_ANSWER_MS - performance.now()));
  return { message: ANSWERS[input.language] };
}
