import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { linkName, STAFF_ONLY_THREAD_NAME } from '../../../domain/collaboration/comment-threads.ts';
import { Field } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { shareLinksQuery } from './api.ts';
import { CommentForm } from './comment-form.tsx';

const STAFF_ONLY = '';

/**
 * A new comment: a staff-only note, or the start of a conversation with one link's recipient
 * (ADR 029). Only links that still work are offered; their recipients could not read it otherwise.
 */
export function NewCommentForm({ documentId }: { documentId: string }) {
  const headingId = useId();
  const links = useQuery(shareLinksQuery(documentId));
  const [choice, setChoice] = useState(STAFF_ONLY);
  const working = (links.data ?? []).filter((link) => link.status === 'active');
  // A link turned off since it was chosen is no longer offered: back to staff only.
  const shareLinkId = working.some((link) => link.id === choice) ? choice : STAFF_ONLY;

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-line pt-4">
      <h4 id={headingId} className="font-semibold">
        New comment
      </h4>
      <CommentForm
        documentId={documentId}
        shareLinkId={shareLinkId || null}
        label="Comment"
        hint="Posted under your name."
        submitLabel="Add comment"
        pendingLabel="Adding comment..."
      >
        <Field
          label="Who can read it"
          hint="Staff see every comment. A link's recipient sees only the conversation of their link."
        >
          {(control) => (
            <Select
              {...control}
              value={shareLinkId}
              onChange={(event) => setChoice(event.target.value)}
            >
              <option value={STAFF_ONLY}>{STAFF_ONLY_THREAD_NAME}</option>
              {working.map((link) => (
                <option key={link.id} value={link.id}>
                  {linkName(link)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </CommentForm>
    </section>
  );
}
