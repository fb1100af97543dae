import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import { LanguageButtons } from '../../ui/language-buttons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useRoomGate } from './api.ts';
import { RoomCodeStep } from './room-code-step.tsx';
import { ROOM_WORDS, RoomWordsProvider } from './room-copy.tsx';
import { RoomDocuments } from './room-documents.tsx';
import { SignFirstStep } from './sign-first-step.tsx';

/**
 * The invitee's page behind /room/:token (ADR 049): the NDA first, then a mailed code on this
 * device, then the room. The page speaks the member's language, with a switch.
 */
export function RoomPage({ token }: { token: string }) {
  const gate = useRoomGate(token);
  const [language, setLanguage] = useState<Locale | null>(null);
  const current: Locale = language ?? gate.data?.language ?? 'en';
  const words = ROOM_WORDS[current];

  useEffect(() => {
    document.documentElement.lang = current;
  }, [current]);

  return (
    <RoomWordsProvider value={words}>
      <div lang={current} className="flex flex-col gap-6">
        <LanguageButtons
          label={words.LANGUAGE_SWITCH_LABEL}
          language={current}
          onChange={setLanguage}
        />
        {gate.isPending ? (
          <p className="flex items-center gap-2" role="status">
            <Spinner /> {words.LOADING}
          </p>
        ) : gate.isError ? (
          <div role="alert" className="flex flex-col gap-3">
            <p>
              {String(gate.error).startsWith('Error: 404') ? words.UNKNOWN_LINK : words.LOAD_FAILED}
            </p>
          </div>
        ) : (
          <>
            <header className="flex flex-col gap-1">
              <p className="text-ink-muted">{words.PAGE_TITLE}</p>
              <h1 className="text-2xl font-bold">{gate.data.roomName}</h1>
              <p>{words.GREETING(gate.data.memberName)}</p>
            </header>
            {!gate.data.isOpen ? (
              <SignFirstStep gate={gate.data} />
            ) : !gate.data.isVerified ? (
              <RoomCodeStep token={token} gate={gate.data} />
            ) : (
              <RoomDocuments token={token} />
            )}
          </>
        )}
      </div>
    </RoomWordsProvider>
  );
}
