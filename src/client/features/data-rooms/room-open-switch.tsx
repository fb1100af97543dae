import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../lib/api-request.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { roomQuery, roomsQuery } from './api.ts';
import { errorText } from './error-text.ts';

/**
 * Whether the room is open, in words, with the one action that changes it: closing asks first
 * (every invitee is shut out at once); opening again lets the same people back in.
 */
export function RoomOpenSwitch({ roomId, closedAt }: { roomId: string; closedAt: string | null }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (closed: boolean) =>
      apiRequest('PUT', `/api/data-rooms/${encodeURIComponent(roomId)}/closed`, { closed }),
    onSuccess: async () => {
      setOpen(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roomQuery(roomId).queryKey }),
        queryClient.invalidateQueries({ queryKey: roomsQuery().queryKey }),
      ]);
    },
  });
  const error = change.isError ? errorText(change.error) : null;

  if (closedAt) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="font-medium text-ink">
          This room is closed. Invitees cannot open it, and nobody new can be invited.
        </p>
        <Button
          variant="secondary"
          disabled={change.isPending}
          onClick={() => change.mutate(false)}
        >
          {change.isPending ? 'Opening…' : 'Open the room again'}
        </Button>
        {error ? (
          <p role="alert" className="text-danger">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" className="self-start">
          Close the room
        </Button>
      }
      title="Close this room?"
      description="Every invitee is shut out at once, on every device, and nobody new can be invited. Signed NDAs and the activity stay. You can open the room again later."
      confirmLabel="Close the room"
      pendingLabel="Closing…"
      isPending={change.isPending}
      error={error}
      onConfirm={() => change.mutate(true)}
    />
  );
}
