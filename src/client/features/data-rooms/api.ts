import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddRoomDocumentInput,
  CreateRoomInput,
  InviteMemberInput,
} from '../../../domain/data-rooms/data-rooms.ts';
import type {
  InvitedMemberDto,
  RoomDetailDto,
  RoomDocumentDto,
  RoomSummaryDto,
} from '../../../domain/data-rooms/dtos.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** Staff's data rooms (ADR 049). Query keys start with the URL, as everywhere. */
export const roomsQuery = () => queryOptions<RoomSummaryDto[]>({ queryKey: ['/api/data-rooms'] });
export const roomQuery = (id: string) =>
  queryOptions<RoomDetailDto>({ queryKey: [`/api/data-rooms/${encodeURIComponent(id)}`] });

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateRoomInput): Promise<RoomSummaryDto> =>
      (await (await apiRequest('POST', '/api/data-rooms', input)).json()) as RoomSummaryDto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomsQuery().queryKey }),
  });
}

/** A change to one room: its page is read again afterwards. */
function useRoomChange<Input, Output>(roomId: string, send: (input: Input) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input): Promise<Output> =>
      (await (await send(input)).json()) as Output,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomQuery(roomId).queryKey }),
  });
}

const roomPath = (id: string) => `/api/data-rooms/${encodeURIComponent(id)}`;

export const useCreateFolder = (roomId: string) =>
  useRoomChange<{ name: string }, { id: string }>(roomId, (input) =>
    apiRequest('POST', `${roomPath(roomId)}/folders`, input),
  );

export const useAddDocument = (roomId: string) =>
  useRoomChange<AddRoomDocumentInput, RoomDocumentDto>(roomId, (input) =>
    apiRequest('POST', `${roomPath(roomId)}/documents`, input),
  );

export const useUploadDocument = (roomId: string) =>
  useRoomChange<FormData, RoomDocumentDto>(roomId, (form) =>
    apiRequest('POST', `${roomPath(roomId)}/uploads`, form),
  );

export const useSetDownloads = (roomId: string) =>
  useRoomChange<{ documentId: string; allowDownload: boolean }, RoomDocumentDto>(roomId, (input) =>
    apiRequest('PATCH', `${roomPath(roomId)}/documents/${encodeURIComponent(input.documentId)}`, {
      allowDownload: input.allowDownload,
    }),
  );

export const useInviteMember = (roomId: string) =>
  useRoomChange<InviteMemberInput, InvitedMemberDto>(roomId, (input) =>
    apiRequest('POST', `${roomPath(roomId)}/members`, input),
  );

export const signedNdaUrl = (roomId: string, memberId: string) =>
  `${roomPath(roomId)}/members/${encodeURIComponent(memberId)}/signed-nda`;
