import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { LinkVisitorDto } from '../../../domain/sharing/link-protection.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { collaborationActivity } from '../collaboration/public.ts';
import { shareLinks, shareVisitorPasses } from './sharing.table.ts';

const activity = collaborationActivity;
const ofType = (type: 'viewed' | 'downloaded') => sql`${activity.activityType} = ${type}`;

/**
 * GET /api/share-links/:id/visitors (staff): one row per visitor's pass (ADR 049), the most
 * recently seen first. Views and downloads are that pass's rows in the activity feed, read
 * through the link's token (indexed) and grouped by pass; the time on the document is the pass's.
 * An address shows only when the visitor proved it.
 */
export async function listLinkVisitors(options: {
  db: Database;
  linkId: string;
}): Promise<LinkVisitorDto[]> {
  const { db, linkId } = options;
  const [link] = await db
    .select({ shareToken: shareLinks.shareToken })
    .from(shareLinks)
    .where(eq(shareLinks.id, linkId));
  if (!link) throw notFound('Share link');
  const perPass = db
    .select({
      passId: activity.visitorPassId,
      firstViewedAt: sql`min(${activity.createdAt}) filter (where ${ofType('viewed')})`
        .mapWith(activity.createdAt)
        .as('first_viewed_at'),
      lastViewedAt: sql`max(${activity.createdAt}) filter (where ${ofType('viewed')})`
        .mapWith(activity.createdAt)
        .as('last_viewed_at'),
      visits: sql<number>`(count(*) filter (where ${ofType('viewed')}))::int`.as('visits'),
      downloads: sql<number>`(count(*) filter (where ${ofType('downloaded')}))::int`.as(
        'downloads',
      ),
    })
    .from(activity)
    .where(and(eq(activity.shareToken, link.shareToken), isNotNull(activity.visitorPassId)))
    .groupBy(activity.visitorPassId)
    .as('per_pass');
  const rows = await db
    .select({
      email: shareVisitorPasses.email,
      secondsOnDocument: shareVisitorPasses.secondsOnDocument,
      firstViewedAt: perPass.firstViewedAt,
      lastViewedAt: perPass.lastViewedAt,
      visits: perPass.visits,
      downloads: perPass.downloads,
    })
    .from(shareVisitorPasses)
    .leftJoin(perPass, eq(perPass.passId, shareVisitorPasses.id))
    .where(eq(shareVisitorPasses.shareLinkId, linkId))
    .orderBy(
      sql`${perPass.lastViewedAt} desc nulls last`,
      desc(shareVisitorPasses.createdAt),
      desc(shareVisitorPasses.id),
    );
  const isoOrNull = (value: unknown) => (value ? new Date(value as Date).toISOString() : null);
  return rows.map((row) => ({
    email: row.email,
    firstViewedAt: isoOrNull(row.firstViewedAt),
    lastViewedAt: isoOrNull(row.lastViewedAt),
    visits: row.visits ?? 0,
    secondsOnDocument: row.secondsOnDocument,
    downloads: row.downloads ?? 0,
  }));
}
