import type { RoomGateDto } from '../../../domain/data-rooms/dtos.ts';
import { buttonClassName } from '../../ui/button-styles.ts';
import { Card } from '../../ui/card.tsx';
import { useRoomWords } from './room-copy.tsx';

/** Before the NDA is completed: the room stays shut, and says how to open it. */
export function SignFirstStep({ gate }: { gate: RoomGateDto }) {
  const { SIGN_FIRST } = useRoomWords();
  const closedReason =
    gate.ndaStatus === 'declined'
      ? SIGN_FIRST.declined
      : gate.ndaStatus === 'voided'
        ? SIGN_FIRST.voided
        : null;
  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="text-xl font-semibold">{SIGN_FIRST.heading}</h2>
      <p>{closedReason ?? SIGN_FIRST.body}</p>
      {gate.signingPath ? (
        <a href={gate.signingPath} className={buttonClassName('primary', 'self-start')}>
          {SIGN_FIRST.button}
        </a>
      ) : null}
    </Card>
  );
}
