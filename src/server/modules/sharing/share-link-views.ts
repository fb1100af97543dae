import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedStatementCache } from '../../db/prepared-statements.ts';
import {
  activityRow,
  type ActivityActor,
  type VisitorInfo,
} from '../collaboration/record-activity.ts';
import { collaborationActivity } from '../collaboration/collaboration.table.ts';
import { shareLinkNewViews } from './sharing.table.ts';

/**
 * A link's view count (issue 24) is its tally plus its views not yet added to the tally
 * (sharing.table.ts). Each view appends a row and updates nothing, so people opening the same link
 * never queue on a row lock; the tally keeps the count a lookup of a few rows however often the
 * link was opened (counting every view row on each view made a popular link slower with each
 * visit). Written out in full because drizzle leaves columns unqualified when a query reads one
 * table, which would compare a table's token with itself.
 */
const talliedViews = sql`coalesce((
  select tally.views from share_link_view_tallies as tally
  where tally.share_token = share_links.share_token
), 0)`;
const newViews = sql`(
  select count(*)::int from share_link_new_views as new_views
  where new_views.share_token = share_links.share_token
)`;

export const viewCountColumn: SQL.Aliased<number> = sql<number>`(${talliedViews} + ${newViews})`.as(
  'view_count',
);

/** The two halves of the count, for a view that decides whether to fold (foldNewViews). */
export const viewCountParts = {
  talliedViews: sql<number>`${talliedViews}`.as('tallied_views'),
  newViews: sql<number>`${newViews}`.as('new_views'),
};

/** New views a link may gather before they are added to its tally: the count reads at most these. */
export const NEW_VIEWS_FOLDED_AFTER = 100;

type LinkView = {
  documentId: string;
  shareToken: string;
  actor: ActivityActor;
  visitor: VisitorInfo;
  now: Date;
};

const param = sql.placeholder;

/** One view's activity row and new-view row in one statement, with the view's values as placeholders. */
function linkViewStatement(db: Database | Transaction) {
  const viewed = db.$with('viewed').as(
    db
      .insert(collaborationActivity)
      .values({
        documentId: param('documentId'),
        shareToken: param('shareToken'),
        activityType: 'viewed',
        actorName: param('actorName'),
        ipAddress: param('ipAddress'),
        userAgent: param('userAgent'),
        createdAt: param('createdAt'),
      })
      .returning({ shareToken: collaborationActivity.shareToken }),
  );
  return db
    .with(viewed)
    .insert(shareLinkNewViews)
    .values({ shareToken: param('shareToken') });
}

const linkViewStatements = preparedStatementCache<ReturnType<typeof prepareLinkView>>();
const prepareLinkView = (db: Database) => linkViewStatement(db).prepare('share_link_view');

/**
 * Records one view of a link: its row in the document's activity feed and its new-view row. Built
 * and planned once per database; inside a transaction (a first view, which also moves the
 * document's status) it is built on the transaction's connection.
 */
export async function recordLinkView(db: Database | Transaction, view: LinkView): Promise<void> {
  const row = activityRow({ ...view, type: 'viewed' });
  const values = {
    documentId: row.documentId,
    shareToken: view.shareToken,
    actorName: row.actorName,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdAt: view.now,
  };
  if (db instanceof PgTransaction) await linkViewStatement(db).execute(values);
  else await linkViewStatements(db, 'share_link_view', () => prepareLinkView(db)).execute(values);
}

/**
 * Moves a link's new views into its tally: deletes them and adds their number, in one statement,
 * so a reader sees them either here or there. Rows another fold has locked are skipped, not waited
 * for: views arriving together may all decide to fold, and only one needs to.
 */
export async function foldNewViews(db: Database, shareToken: string): Promise<void> {
  await db.execute(sql`
    with folded as (
      delete from share_link_new_views where id in (
        select id from share_link_new_views where share_token = ${shareToken}
        for update skip locked
      )
      returning 1
    )
    insert into share_link_view_tallies (share_token, views)
    select ${shareToken}, count(*)::int from folded having count(*) > 0
    on conflict (share_token) do update
      set views = share_link_view_tallies.views + excluded.views`);
}
