import type { ActivityType } from '../../../domain/sharing/sharing.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { collaborationActivity, type NewCollaborationActivity } from './collaboration.table.ts';

/** Who did something: an admin (name and email) or a link holder (the name they typed, if any). */
export type ActivityActor = { name: string | null; email?: string | null };

/**
 * The visitor's connection, kept on views so admins can tell recipients apart, and on a protected
 * link who they are: the address they proved and their pass (ADR 049).
 */
export type VisitorInfo = {
  ipAddress: string;
  userAgent: string | undefined;
  email?: string | null;
  passId?: string | null;
};

const MAX_USER_AGENT_LENGTH = 512;

type ActivityOptions = {
  documentId: string;
  type: ActivityType;
  actor: ActivityActor;
  now: Date;
  details?: string | null;
  shareToken?: string | null;
  visitor?: VisitorInfo;
};

/** The row of one feed entry, for a statement that writes it alongside others. */
export function activityRow(options: ActivityOptions): NewCollaborationActivity {
  const { visitor } = options;
  return {
    documentId: options.documentId,
    shareToken: options.shareToken ?? null,
    activityType: options.type,
    actorName: options.actor.name,
    actorEmail: options.actor.email ?? null,
    details: options.details ?? null,
    ipAddress: visitor?.ipAddress ?? null,
    userAgent: visitor?.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    visitorEmail: visitor?.email ?? null,
    visitorPassId: visitor?.passId ?? null,
    createdAt: options.now,
  };
}

/**
 * Adds one entry to a document's activity feed. Call it inside the transaction of the action it
 * describes. `details` is shown to link holders too, so it never names an email address.
 */
export async function recordActivity(
  options: ActivityOptions & { db: Database | Transaction },
): Promise<void> {
  await options.db.insert(collaborationActivity).values(activityRow(options));
}
