import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { copyOfMigrations } from '../../../../tests/migrations-folder.ts';
import { PGLITE_OPTIONS, fromPglite } from '../../db/client.ts';
import { createDocument } from '../../demo/factories.ts';

/**
 * Migration 0021 gives each comment its conversation (ADR 029): a comment posted through a link
 * joins that link's, whatever became of the link; a staff comment, and one whose token names no
 * link of its document, becomes a staff-only note.
 */
const THREADS_MIGRATION = 21;

describe('migration 0021: comments posted through a link join its conversation', () => {
  it('attributes each comment by its share token, within its own document', async () => {
    const handle = fromPglite(await PGlite.create(PGLITE_OPTIONS), 'migration test in memory');
    const before = copyOfMigrations(THREADS_MIGRATION);
    const now = copyOfMigrations();
    try {
      const { db } = handle;
      await migrate(db as unknown as PgliteDatabase, { migrationsFolder: before });
      const document = await createDocument(db);
      const other = await createDocument(db);
      await db.execute(sql`insert into share_links (document_id, share_token, is_active)
        values (${document.id}, 'hospital-token', true), (${document.id}, 'investor-token', false),
          (${other.id}, 'other-document-token', true)`);
      await db.execute(sql`insert into document_comments
          (document_id, share_token, author_name, content)
        values (${document.id}, 'hospital-token', 'Dr. Patel', 'From the hospital'),
          (${document.id}, 'investor-token', 'Priya', 'From the investor, link since turned off'),
          (${document.id}, null, 'Staff member', 'Posted by staff before conversations'),
          (${document.id}, 'other-document-token', 'Mallory', 'Token of another document'),
          (${document.id}, 'no-such-token', 'Lost', 'Token of no link')`);

      await migrate(db as unknown as PgliteDatabase, { migrationsFolder: now });
      const result = (await db.execute(sql`
        select comments.content, links.share_token as thread
        from document_comments as comments
        left join share_links as links on links.id = comments.share_link_id
        order by comments.content`)) as unknown as { rows: { content: string; thread: string }[] };
      expect(result.rows).toEqual([
        { content: 'From the hospital', thread: 'hospital-token' },
        { content: 'From the investor, link since turned off', thread: 'investor-token' },
        { content: 'Posted by staff before conversations', thread: null },
        { content: 'Token of another document', thread: null },
        { content: 'Token of no link', thread: null },
      ]);
    } finally {
      await handle.close();
      rmSync(before, { recursive: true, force: true });
      rmSync(now, { recursive: true, force: true });
    }
  });
});
