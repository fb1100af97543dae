import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';

/**
 * A race made certain: while `during` runs, a trigger deletes the document (and with it its links)
 * just before a row is inserted into `table`, as a staff member deleting it at that moment would.
 * The deletion fails with that statement, so afterwards the document is still there.
 */
export async function whileDocumentIsDeletedBeforeInsertInto(
  db: Database,
  table: 'collaboration_activity',
  documentId: string,
  during: () => Promise<void>,
): Promise<void> {
  const trigger = `delete_document_before_${table}`;
  await db.execute(
    sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$
      begin delete from nda_documents where id = '${documentId}'; return new; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${trigger} before insert on ${table}
      for each row execute function ${trigger}()`),
  );
  try {
    await during();
  } finally {
    await db.execute(sql.raw(`drop trigger ${trigger} on ${table}`));
    await db.execute(sql.raw(`drop function ${trigger}()`));
  }
}
