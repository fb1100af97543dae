import { useEffect } from 'react';
import {
  parseReadingPreferences,
  type ReadingPreferences,
} from '../../../domain/site/reading-preferences.ts';
import { sendRequest } from '../../lib/api-request.ts';
import { saveAndApplyPreferences } from './reading-preferences-store.ts';

/**
 * Staff keep their reading preferences on their account (ADR 008), so the choices follow them to
 * every device: the admin layout reads them once, and each change in the panel is sent after a
 * short pause (one request for a run of clicks). A failed request changes nothing on the page:
 * the choice still shows and is kept in this browser.
 */
const URL = '/api/account/reading-preferences';
const SAVE_DELAY_MS = 600;

let pendingSave: ReturnType<typeof setTimeout> | undefined;
/** Set once a choice is made here, so a late answer from the account does not undo it. */
let changedHere = false;

export function saveReadingPreferencesToAccount(preferences: ReadingPreferences): void {
  changedHere = true;
  clearTimeout(pendingSave);
  pendingSave = setTimeout(() => {
    sendRequest('PUT', URL, preferences).catch(() => undefined);
  }, SAVE_DELAY_MS);
}

async function loadFromAccount(isCurrent: () => boolean): Promise<void> {
  const response = await sendRequest('GET', URL);
  if (!response.ok) return;
  const stored: unknown = await response.json();
  if (stored === null || !isCurrent() || changedHere) return;
  saveAndApplyPreferences(parseReadingPreferences(JSON.stringify(stored)));
}

/** On opening the admin area: the account's choices, if it has any, shown and kept here. */
export function useAccountReadingPreferences(): void {
  useEffect(() => {
    let isCurrent = true;
    loadFromAccount(() => isCurrent).catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
}
