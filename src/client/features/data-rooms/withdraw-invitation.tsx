import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RoomMemberDto } from '../../../domain/data-rooms/dtos.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { roomQuery } from './api.ts';
import { errorText } from './error-text.ts';

/** Withdraws one invitation after a confirmation: the room link stops working at once. */
export function WithdrawInvitation({ roomId, member }: { roomId: string; member: RoomMemberDto }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () =>
      apiRequest(
        'DELETE',
        `/api/data-rooms/${encodeURIComponent(roomId)}/members/${encodeURIComponent(member.id)}`,
      ),
    onSuccess: async () => {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: roomQuery(roomId).queryKey });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" className="self-start">
          Withdraw invitation
        </Button>
      }
      title={`Withdraw the invitation of ${member.name}?`}
      description="Their room link stops working at once, on every device, and an NDA they have not signed yet is cancelled. A signed NDA and what they did in the room stay on record."
      confirmLabel="Withdraw invitation"
      pendingLabel="Withdrawing…"
      isPending={withdraw.isPending}
      error={withdraw.isError ? errorText(withdraw.error) : null}
      onConfirm={() => withdraw.mutate()}
    />
  );
}
