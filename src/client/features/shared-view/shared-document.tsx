import { useState } from 'react';
import { COMMENTING_ACCESS_LEVELS, type AccessLevel } from '../../../domain/sharing/sharing.ts';
import type { SharedDocumentDto } from '../../../domain/sharing/dtos.ts';
import { ActivityList } from './activity-list.tsx';
import { AgreementEditor, EditingClosed } from './agreement-editor.tsx';
import { CommentsSection } from './comments-section.tsx';
import { DocumentContent } from './document-content.tsx';
import { DocumentFacts } from './document-facts.tsx';
import { DocumentHeader } from './document-header.tsx';
import { StaffPreviewNotice } from './staff-preview-notice.tsx';
import { useHeartbeat } from './use-heartbeat.ts';

/** The comment form's name field; the editor sends people there when they have not typed it. */
export const AUTHOR_NAME_FIELD_ID = 'shared-author-name';

const canComment = (level: AccessLevel) =>
  (COMMENTING_ACCESS_LEVELS as readonly AccessLevel[]).includes(level);

/** The loaded shared view: the document, then what the link lets the recipient do with it. */
export function SharedDocument({
  data,
  token,
  focusTitle = false,
}: {
  data: SharedDocumentDto;
  token: string;
  /** After the gate, focus goes to the title, where the document starts. */
  focusTitle?: boolean;
}) {
  const { document, partner, shareLink } = data;
  // One name and email for comments and edits, kept after each post (spec §4).
  const [author, setAuthor] = useState({ name: '', email: '' });
  // Staff previews count nothing, time on the document included.
  useHeartbeat(token, !data.isStaffPreview);

  return (
    <div className="grid gap-8">
      <DocumentHeader
        token={token}
        documentId={document.id}
        title={document.title}
        viewCount={shareLink.viewCount}
        expiresAt={shareLink.expiresAt}
        allowDownload={shareLink.allowDownload}
        visitorEmail={data.visitor.email}
        focusTitle={focusTitle}
      />
      {data.isStaffPreview ? <StaffPreviewNotice /> : null}
      <DocumentFacts
        partnerName={partner?.companyName ?? null}
        createdAt={document.createdAt}
        duration={document.duration}
      />
      <DocumentContent content={document.content} purpose={document.purpose} />
      {document.canEdit && document.editableContent !== null ? (
        <AgreementEditor
          token={token}
          documentId={document.id}
          savedContent={document.editableContent}
          author={author}
          nameFieldId={AUTHOR_NAME_FIELD_ID}
        />
      ) : shareLink.accessLevel === 'edit' ? (
        <EditingClosed status={document.status} />
      ) : null}
      <CommentsSection
        token={token}
        documentId={document.id}
        canComment={canComment(shareLink.accessLevel)}
        author={author}
        onAuthorChange={setAuthor}
        nameFieldId={AUTHOR_NAME_FIELD_ID}
      />
      <ActivityList token={token} documentId={document.id} />
    </div>
  );
}
