import { useId, useState, type FormEvent } from 'react';
import type { RoomGateDto } from '../../../domain/data-rooms/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { useCheckRoomCode, useSendRoomCode } from './api.ts';
import { useRoomWords } from './room-copy.tsx';

/** The server's message without the status the client puts in front ("400: ..."). */
const messageOf = (error: unknown) => {
  const text = error instanceof Error ? error.message : String(error);
  const body = text.replace(/^\d{3}: /, '');
  try {
    return (JSON.parse(body) as { message?: string }).message ?? body;
  } catch {
    return body;
  }
};

/** After signing: the code goes to the member's own address, never one typed here. */
export function RoomCodeStep({ token, gate }: { token: string; gate: RoomGateDto }) {
  const { CODE } = useRoomWords();
  const send = useSendRoomCode(token);
  const check = useCheckRoomCode(token);
  const [code, setCode] = useState('');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.mutate(code.trim());
  };

  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="text-xl font-semibold">{CODE.heading}</h2>
      <p>{CODE.body(gate.codeGoesTo)}</p>
      {send.isSuccess ? (
        <p role="status">{CODE.sent(send.data.sentTo)}</p>
      ) : (
        <Button className="self-start" onClick={() => send.mutate()} disabled={send.isPending}>
          {CODE.send}
        </Button>
      )}
      {send.isError ? <p role="alert">{messageOf(send.error)}</p> : null}
      {send.isSuccess ? (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <FormField
            id={`${id}-code`}
            label={CODE.label}
            hint={CODE.hint}
            error={check.isError ? messageOf(check.error) : undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" className="self-start" disabled={check.isPending}>
            {CODE.check}
          </Button>
          <p className="text-ink-muted">{CODE.remembered(gate.verifiedVisitHours)}</p>
        </form>
      ) : null}
    </Card>
  );
}
