import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentDownloadFilename } from '../../../domain/documents/rules.ts';
import type {
  ActivityDto,
  CommentDto,
  DocumentVersionDto,
} from '../../../domain/collaboration/dtos.ts';
import type { SharedDocumentDto } from '../../../domain/sharing/dtos.ts';
import { apiRequest } from '../../lib/api-request.ts';

/**
 * Reads and writes of the public shared view (admin spec §7). The share token is the only key a
 * recipient holds: it travels in the path, the query string or the body, never as a Bearer header.
 * A signed-in admin's own token does go along (spec §7 conventions), and tells the server the
 * visit is an admin's preview, not the partner's.
 * Query keys start with the URL, so the default queryFn reads them (no retry, never stale).
 */

const encode = encodeURIComponent;

export const sharedDocumentUrl = (token: string) => `/api/shared/${encode(token)}`;

const withToken = (path: string, token: string) =>
  `${path}?${new URLSearchParams({ shareToken: token }).toString()}`;

export const sharedCommentsUrl = (documentId: string, token: string) =>
  withToken(`/api/documents/${encode(documentId)}/comments`, token);

export const sharedActivityUrl = (documentId: string, token: string) =>
  withToken(`/api/documents/${encode(documentId)}/activity`, token);

/** Each successful read counts one view on the server, so it runs once per visit. */
export const useSharedDocument = (token: string) =>
  useQuery<SharedDocumentDto>({ queryKey: [sharedDocumentUrl(token)] });

/** Oldest first: the conversation in the order it happened. */
export const useSharedComments = (documentId: string, token: string) =>
  useQuery<CommentDto[]>({ queryKey: [sharedCommentsUrl(documentId, token)] });

/** Newest first. */
export const useSharedActivity = (documentId: string, token: string) =>
  useQuery<ActivityDto[]>({ queryKey: [sharedActivityUrl(documentId, token)] });

/** What a recipient types about themselves; the email stays private to the admins. */
export interface AuthorFields {
  authorName: string;
  authorEmail: string | null;
}

export function usePostComment(documentId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AuthorFields & { content: string }): Promise<CommentDto> => {
      const url = `/api/documents/${encode(documentId)}/comments`;
      const res = await apiRequest('POST', url, { ...input, shareToken: token });
      return (await res.json()) as CommentDto;
    },
    // Spec §4: after a comment both the comment list and the activity list refresh.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [sharedCommentsUrl(documentId, token)] }),
        queryClient.invalidateQueries({ queryKey: [sharedActivityUrl(documentId, token)] }),
      ]),
  });
}

export function useSaveSharedContent(documentId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AuthorFields & { content: string }): Promise<DocumentVersionDto> => {
      const res = await apiRequest('PUT', `${sharedDocumentUrl(token)}/content`, input);
      return (await res.json()) as DocumentVersionDto;
    },
    // The view reloads (new merged text, new editable text); the activity comes after it, so
    // the list also holds the view that reload counted.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [sharedDocumentUrl(token)] });
      await queryClient.invalidateQueries({ queryKey: [sharedActivityUrl(documentId, token)] });
    },
  });
}

/**
 * A plain link would do for the file itself, but fetching it first lets a failed download (a
 * link deactivated meanwhile) show a message instead of an error page, and names the file by
 * the spec's rule whatever the browser makes of the header.
 */
async function downloadSharedDocument({ token, title }: { token: string; title: string }) {
  const res = await apiRequest('GET', `${sharedDocumentUrl(token)}/download`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = documentDownloadFilename(title);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadSharedDocument(token: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => downloadSharedDocument({ token, title }),
    // The server records each download in the activity list.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [sharedActivityUrl(documentId, token)] }),
  });
}
