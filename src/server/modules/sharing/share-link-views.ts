import { sql, type SQL } from 'drizzle-orm';

/**
 * A link's view count is the number of its 'viewed' activity rows (issue 24): each view appends
 * one row and updates nothing, so people opening the same link never queue on a row lock. The
 * rows also hold who looked and when, so the count and the feed cannot disagree. Written out in
 * full because drizzle leaves columns unqualified when a query reads one table, which would
 * compare the activity's token with itself; the partial index of migration 0018 serves it.
 */
export const viewCountColumn: SQL.Aliased<number> = sql<number>`(
  select count(*)::int from collaboration_activity as views
  where views.share_token = share_links.share_token and views.activity_type = 'viewed'
)`.as('view_count');
