import { useState } from 'react';
import type { RoomDetailDto, RoomMemberDto } from '../../../domain/data-rooms/dtos.ts';
import { formatDateTime } from '../../lib/format.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { Button } from '../../ui/button.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import { Card } from '../../ui/card.tsx';
import { signedNdaUrl } from './api.ts';
import { errorText } from './error-text.ts';
import { InviteMemberForm } from './invite-member-form.tsx';
import { WithdrawInvitation } from './withdraw-invitation.tsx';

const NDA_LABELS: Record<NonNullable<RoomMemberDto['ndaStatus']>, string> = {
  sent: 'NDA sent, not signed yet',
  delivered: 'NDA opened, not signed yet',
  completed: 'NDA signed',
  declined: 'NDA declined',
  voided: 'NDA cancelled',
};

/** Each invitee with where their NDA stands, the sealed NDA once signed, and the invitation. */
export function RoomMembersCard({ room }: { room: RoomDetailDto }) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 wrap-anywhere">
      <h2 className="text-xl font-semibold">Invitees and signed NDAs</h2>
      {room.members.length === 0 ? <p>Nobody is invited yet.</p> : null}
      <ul className="flex flex-col gap-3">
        {room.members.map((member) => (
          <li
            key={member.id}
            className="flex flex-col gap-1 border-t border-line pt-3 first:border-t-0 first:pt-0"
          >
            <span className="font-medium">
              {member.name} ({member.organisation})
            </span>
            <span className="text-ink-muted">
              <BreakableAddress value={member.email} />
            </span>
            <span>
              {member.ndaStatus ? NDA_LABELS[member.ndaStatus] : 'No NDA sent'}
              {member.ndaSignedAt ? ` on ${formatDateTime(member.ndaSignedAt)}` : ''}
            </span>
            {member.ndaStatus === 'completed' ? (
              <Button
                variant="secondary"
                className="self-start"
                aria-label={`Download the signed NDA of ${member.name}`}
                onClick={() => {
                  setFailure(null);
                  downloadFile(signedNdaUrl(room.id, member.id), 'signed-nda.pdf').catch(
                    (error: unknown) => setFailure(errorText(error)),
                  );
                }}
              >
                Download signed NDA (PDF)
              </Button>
            ) : null}
            {member.revokedAt ? (
              <span className="text-ink-muted">
                Invitation withdrawn on {formatDateTime(member.revokedAt)}
              </span>
            ) : (
              <WithdrawInvitation roomId={room.id} member={member} />
            )}
          </li>
        ))}
      </ul>
      {failure ? <p role="alert">{failure}</p> : null}
      <InviteMemberForm roomId={room.id} />
    </Card>
  );
}
