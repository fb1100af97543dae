import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { signatureRecipients } from '../modules/esign/esign.table.ts';
import { signatureRequests } from '../modules/esign/public.ts';
import { demoRecipients, outbox } from '../modules/mail/mail.table.ts';
import { partners } from '../modules/partners/public.ts';

/**
 * Marks what the demo-data loader made, so nobody outside ever gets mail about it (ADR 039):
 * every address it made up goes into demo_recipients (the outbox keeps a message to one of them
 * and never delivers it, whatever feature writes it), its signing requests are is_demo (the
 * reminder job passes them by), and the mail it wrote is marked too. The loader runs only on a
 * database without partners or documents, so every partner and signing request there now is its
 * own; families and donors are passed in, as real ones may have come first.
 */
export async function markDemoRecords(
  tx: Transaction,
  addresses: { families: string[]; donors: string[] },
): Promise<void> {
  const partnerRows = await tx.select({ email: partners.email }).from(partners);
  const signerRows = await tx
    .select({ email: signatureRecipients.email })
    .from(signatureRecipients);
  const all = [
    ...partnerRows.map((row) => row.email),
    ...signerRows.map((row) => row.email),
    ...addresses.families,
    ...addresses.donors,
  ];
  const unique = [...new Set(all.flatMap((email) => (email ? [email.trim().toLowerCase()] : [])))];
  if (unique.length > 0) {
    await tx
      .insert(demoRecipients)
      .values(unique.map((address) => ({ address })))
      .onConflictDoNothing();
  }
  await tx
    .update(signatureRequests)
    .set({ isDemo: true })
    .where(sql`true`);
  await tx
    .update(outbox)
    .set({
      isDemo: true,
      status: sql`case when ${outbox.status} = 'pending' then 'logged' else ${outbox.status} end`,
    })
    .where(sql`lower(${outbox.to}) in (select ${demoRecipients.address} from ${demoRecipients})`);
}
