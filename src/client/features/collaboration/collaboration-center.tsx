import { useId } from 'react';
import type { ReactNode } from 'react';
import { ActivityFeed } from './activity-feed.tsx';
import { CommentList } from './comment-list.tsx';
import { InviteForm } from './invite-form.tsx';
import { NewCommentForm } from './new-comment-form.tsx';
import { RevokeAccessList } from './revoke-access-list.tsx';

export interface CollaborationCenterProps {
  documentId: string;
  /**
   * The e-signature panel (admin spec §2 "E-signature panel") goes here, above the
   * collaboration sections. Nothing is rendered while it is absent.
   */
  signaturePanel?: ReactNode;
  /** Offers "Show all activity" (the detail page). */
  canShowAllActivity?: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The collaboration panel (admin spec §2): comments, invitations, the activity feed and revoking
 * links. Used in the Collaboration Center dialog and inline on the document page. Headings are
 * h3: both places put it under an h2 of their own.
 */
export function CollaborationCenter({
  documentId,
  signaturePanel,
  canShowAllActivity = false,
}: CollaborationCenterProps) {
  return (
    <div className="grid gap-8">
      {signaturePanel ? <div>{signaturePanel}</div> : null}
      <div className="grid gap-8 md:grid-cols-2">
        <Section title="Comments">
          <CommentList documentId={documentId} />
          <NewCommentForm documentId={documentId} />
        </Section>
        <div className="grid content-start gap-8">
          <Section title="Invite a collaborator">
            <InviteForm documentId={documentId} />
          </Section>
          <Section title="Recent activity">
            <ActivityFeed documentId={documentId} canShowAll={canShowAllActivity} />
          </Section>
          <Section title="Revoke access">
            <p className="text-ink-muted">A revoked link stops opening the document at once.</p>
            <RevokeAccessList documentId={documentId} />
          </Section>
        </div>
      </div>
    </div>
  );
}
