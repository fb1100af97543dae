import { useMutation, useQuery, useQueryClient, type QueryFunction } from '@tanstack/react-query';
import type {
  OpenedDocumentDto,
  RoomContentsDto,
  RoomGateDto,
  RoomPassDto,
} from '../../../domain/data-rooms/dtos.ts';
import { VISITOR_PASS_HEADER } from '../../../domain/sharing/link-protection.ts';
import { apiRequest, sendRequest, throwIfResNotOk } from '../../lib/api-request.ts';
import { saveBlob } from '../../lib/download-file.ts';

/**
 * The invitee's reads and writes (ADR 049). The room link's token travels in the path; the
 * device's pass, once won with the mailed code, goes in the x-visitor-pass header of every
 * request, read fresh each time. Kept in localStorage per room link; blocked storage only means
 * a new code next visit.
 */
const encode = encodeURIComponent;
export const roomUrl = (token: string) => `/api/room/${encode(token)}`;
export const roomDocumentUrl = (token: string, id: string) =>
  `${roomUrl(token)}/documents/${encode(id)}`;

const storageKey = (token: string) => `roomPass:${token}`;
const unstored = new Map<string, string>();

function readPass(token: string): string | null {
  try {
    return localStorage.getItem(storageKey(token));
  } catch {
    return unstored.get(token) ?? null;
  }
}

function keepPass(token: string, pass: string): void {
  try {
    localStorage.setItem(storageKey(token), pass);
  } catch {
    unstored.set(token, pass);
  }
}

const passHeaders = (token: string): Record<string, string> => {
  const pass = readPass(token);
  return pass ? { [VISITOR_PASS_HEADER]: pass } : {};
};

const readWithPass =
  <T>(token: string): QueryFunction<T> =>
  async ({ queryKey }) => {
    const res = await sendRequest('GET', String(queryKey[0]), undefined, passHeaders(token));
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };

export const useRoomGate = (token: string) =>
  useQuery<RoomGateDto>({ queryKey: [roomUrl(token)], queryFn: readWithPass(token) });

/** Each read records an opening, so it runs once the gate is passed. */
export const useRoomContents = (token: string, enabled: boolean) =>
  useQuery<RoomContentsDto>({
    queryKey: [`${roomUrl(token)}/contents`],
    queryFn: readWithPass(token),
    enabled,
    staleTime: Infinity,
  });

export const useOpenedDocument = (token: string, documentId: string | null) =>
  useQuery<OpenedDocumentDto>({
    queryKey: [roomDocumentUrl(token, documentId ?? '')],
    queryFn: readWithPass(token),
    enabled: documentId !== null,
    staleTime: Infinity,
  });

export const useSendRoomCode = (token: string) =>
  useMutation({
    mutationFn: async (): Promise<{ sentTo: string }> => {
      const res = await apiRequest('POST', `${roomUrl(token)}/code`);
      return (await res.json()) as { sentTo: string };
    },
  });

/** A right code: the pass is kept, and the gate is read again with it. */
export function useCheckRoomCode(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<RoomPassDto> => {
      const res = await apiRequest('POST', `${roomUrl(token)}/code/check`, { code });
      return (await res.json()) as RoomPassDto;
    },
    onSuccess: async (answer) => {
      keepPass(token, answer.visitorPass);
      await queryClient.invalidateQueries({ queryKey: [roomUrl(token)] });
    },
  });
}

/** Fetched first (a plain link cannot carry the pass), so a refusal shows as a message. */
export const useDownloadRoomDocument = (token: string) =>
  useMutation({
    mutationFn: async (document: { id: string; title: string }) => {
      const res = await apiRequest(
        'GET',
        `${roomDocumentUrl(token, document.id)}/download`,
        undefined,
        passHeaders(token),
      );
      saveBlob(await res.blob(), `${document.title}.pdf`);
    },
  });

export const sendRoomHeartbeat = (token: string, documentId: string) =>
  sendRequest(
    'POST',
    `${roomDocumentUrl(token, documentId)}/heartbeat`,
    undefined,
    passHeaders(token),
  ).catch(() => undefined);
