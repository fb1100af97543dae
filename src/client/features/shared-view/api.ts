import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryFunction } from '@tanstack/react-query';
import type {
  ActivityDto,
  CommentDto,
  DocumentVersionDto,
} from '../../../domain/collaboration/dtos.ts';
import type { SharedDocumentDto } from '../../../domain/sharing/dtos.ts';
import {
  apiRequest,
  forgetSessionOnUnauthorized,
  sendRequest,
  throwIfResNotOk,
} from '../../lib/api-request.ts';
import { visitorPassHeaders, keepVisitorPass } from './visitor-pass.ts';

/**
 * Reads and writes of the public shared view (admin spec §7). The share token is the only key a
 * recipient holds: it travels in the path, the query string or the body, never as a Bearer header.
 * A signed-in admin's own token does go along (spec §7 conventions), and tells the server the
 * visit is an admin's preview, not the partner's. Every request also carries the device's pass
 * for a protected link (ADR 049), read fresh each time, so a pass won at the gate goes along at
 * once. Query keys start with the URL (no retry, never stale).
 */

const encode = encodeURIComponent;

export const sharedDocumentUrl = (token: string) => `/api/shared/${encode(token)}`;

const withToken = (path: string, token: string) =>
  `${path}?${new URLSearchParams({ shareToken: token }).toString()}`;

export const sharedCommentsUrl = (documentId: string, token: string) =>
  withToken(`/api/documents/${encode(documentId)}/comments`, token);

export const sharedActivityUrl = (documentId: string, token: string) =>
  withToken(`/api/documents/${encode(documentId)}/activity`, token);

/** A GET of the query key's URL with this link's pass. */
export const readWithPass =
  <T>(token: string): QueryFunction<T> =>
  async ({ queryKey }) => {
    const res = await sendRequest('GET', String(queryKey[0]), undefined, visitorPassHeaders(token));
    forgetSessionOnUnauthorized(res);
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };

/** Writes of the page: apiRequest with this link's pass. */
export const sendWithPass = (token: string, method: 'POST' | 'PUT', url: string, body?: unknown) =>
  apiRequest(method, url, body, visitorPassHeaders(token));

/**
 * Each successful read counts one view on the server, so it runs once per visit, and only once
 * the gate is passed. A device that had no pass gets one in the answer; it is kept for the
 * heartbeats and the next visit.
 */
export const useSharedDocument = (token: string, enabled = true) =>
  useQuery<SharedDocumentDto>({
    queryKey: [sharedDocumentUrl(token)],
    enabled,
    queryFn: async (context) => {
      const data = await readWithPass<SharedDocumentDto>(token)(context);
      if (data.visitorPass) keepVisitorPass(token, data.visitorPass);
      return data;
    },
  });

/** Oldest first: the conversation in the order it happened. */
export const useSharedComments = (documentId: string, token: string) =>
  useQuery<CommentDto[]>({
    queryKey: [sharedCommentsUrl(documentId, token)],
    queryFn: readWithPass(token),
  });

/** Newest first. */
export const useSharedActivity = (documentId: string, token: string) =>
  useQuery<ActivityDto[]>({
    queryKey: [sharedActivityUrl(documentId, token)],
    queryFn: readWithPass(token),
  });

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
      const res = await sendWithPass(token, 'POST', url, { ...input, shareToken: token });
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
      const res = await sendWithPass(token, 'PUT', `${sharedDocumentUrl(token)}/content`, input);
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
