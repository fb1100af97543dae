import { VISITOR_PASS_HEADER } from '../../../domain/sharing/link-protection.ts';

/**
 * A device's pass for one share link (ADR 049), kept in localStorage under the link's token so
 * a second link on the same device has its own. Storage can be blocked: the visitor then passes
 * the gate again on the next visit, nothing breaks.
 */

const storageKey = (token: string) => `visitorPass:${token}`;
/** Where passes live when storage is blocked: for as long as this page. */
const unstored = new Map<string, string>();

export function readVisitorPass(token: string): string | null {
  try {
    return localStorage.getItem(storageKey(token));
  } catch {
    return unstored.get(token) ?? null;
  }
}

export function keepVisitorPass(token: string, pass: string): void {
  try {
    localStorage.setItem(storageKey(token), pass);
  } catch {
    unstored.set(token, pass);
  }
}

/** The header every request of the page carries once it holds a pass for this link. */
export function visitorPassHeaders(token: string): Record<string, string> {
  const pass = readVisitorPass(token);
  return pass ? { [VISITOR_PASS_HEADER]: pass } : {};
}
