import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  ActivityDto,
  CommentDto,
  DocumentVersionDto,
} from '../../../domain/collaboration/dtos.ts';
import type { InviteInput } from '../../../domain/sharing/schemas.ts';
import type { ShareLinkDto, MailedShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { ACTIVITY_FEED_SIZE } from '../../../domain/sharing/sharing.ts';
import { apiRequest } from '../../lib/api-request.ts';

/**
 * Comments, activity, invitations, revoking links and versions (admin spec §7). Keys start with
 * the URL; the share-link list uses the same key as the sharing feature's, so both refresh.
 */

const documentUrl = (documentId: string) => `/api/documents/${documentId}`;
const commentsUrl = (documentId: string) => `${documentUrl(documentId)}/comments`;
const activityUrl = (documentId: string) => `${documentUrl(documentId)}/activity`;
const sharesUrl = (documentId: string) => `${documentUrl(documentId)}/shares`;

/** The most the activity endpoint returns at once (activityQuery in sharing-schemas.ts). */
export const MAX_ACTIVITY_ENTRIES = 500;

export const commentsQuery = (documentId: string) =>
  queryOptions<CommentDto[]>({ queryKey: [commentsUrl(documentId)] });

/**
 * The feed asks for one entry more than it shows, so it knows whether "Show all activity" has
 * anything more to show; the full list is a separate read of up to MAX_ACTIVITY_ENTRIES.
 */
export const activityQuery = (documentId: string, showAll = false) =>
  queryOptions<ActivityDto[]>({
    queryKey: [
      `${activityUrl(documentId)}?limit=${showAll ? MAX_ACTIVITY_ENTRIES : ACTIVITY_FEED_SIZE + 1}`,
    ],
  });

export const shareLinksQuery = (documentId: string) =>
  queryOptions<ShareLinkDto[]>({ queryKey: [sharesUrl(documentId)] });

export const versionsQuery = (documentId: string) =>
  queryOptions<DocumentVersionDto[]>({ queryKey: [`${documentUrl(documentId)}/versions`] });

function invalidatePrefixes(queryClient: QueryClient, prefixes: string[]) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [url] = queryKey;
      return typeof url === 'string' && prefixes.some((prefix) => url.startsWith(prefix));
    },
  });
}

/** What staff post: no name (the server signs it with the admin's own) and its conversation. */
export interface NewStaffComment {
  content: string;
  /** The link whose conversation it joins; null for a staff-only note (ADR 029). */
  shareLinkId: string | null;
}

export function useAddComment(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, shareLinkId }: NewStaffComment): Promise<CommentDto> => {
      const res = await apiRequest('POST', commentsUrl(documentId), {
        content,
        ...(shareLinkId ? { shareLinkId } : {}),
      });
      return (await res.json()) as CommentDto;
    },
    onSuccess: () =>
      invalidatePrefixes(queryClient, [commentsUrl(documentId), activityUrl(documentId)]),
  });
}

export function useSetCommentResolved(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isResolved }: { id: string; isResolved: boolean }) => {
      const res = await apiRequest('PATCH', `/api/comments/${id}`, { isResolved });
      return (await res.json()) as CommentDto;
    },
    onSuccess: () => invalidatePrefixes(queryClient, [commentsUrl(documentId)]),
  });
}

/**
 * An invitation is a new link and an email: the links, what was sent, the feed, the audit log and
 * the outbox change.
 * The answer's `delivery` says whether the email went out.
 */
export function useInviteCollaborator(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InviteInput): Promise<MailedShareLinkDto> => {
      const res = await apiRequest('POST', `${documentUrl(documentId)}/invite`, input);
      return (await res.json()) as MailedShareLinkDto;
    },
    onSuccess: () =>
      invalidatePrefixes(queryClient, [
        sharesUrl(documentId),
        `${documentUrl(documentId)}/sends`,
        activityUrl(documentId),
        '/api/audit',
        '/api/outbox',
      ]),
  });
}

export function useRevokeAccess(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string): Promise<void> => {
      await apiRequest('DELETE', `/api/shares/${linkId}`);
    },
    onSettled: () =>
      invalidatePrefixes(queryClient, [
        sharesUrl(documentId),
        activityUrl(documentId),
        '/api/audit',
      ]),
  });
}

/** New text is a new version: the document, its versions, feed and audit log all change. */
export function useSaveContent(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string): Promise<DocumentVersionDto> => {
      const res = await apiRequest('PUT', `${documentUrl(documentId)}/content`, { content });
      return (await res.json()) as DocumentVersionDto;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [documentUrl(documentId)] }),
        invalidatePrefixes(queryClient, [`${documentUrl(documentId)}/`, '/api/audit']),
      ]),
  });
}
