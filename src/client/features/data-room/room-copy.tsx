import { createContext, useContext } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import * as english from '../../../domain/content/data-room.ts';
import * as spanish from '../../../domain/content/es/data-room.ts';
import type { TranslatedModule } from '../../../domain/content/translated.ts';

/** The page's own words in one language; the documents keep their own. */
export type RoomWords = TranslatedModule<typeof english>;

export const ROOM_WORDS: Record<Locale, RoomWords> = { en: english, es: spanish };

const RoomWordsContext = createContext<RoomWords>(english);
export const RoomWordsProvider = RoomWordsContext.Provider;
export const useRoomWords = (): RoomWords => useContext(RoomWordsContext);
