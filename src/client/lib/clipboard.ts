/**
 * Writes text to the clipboard. Resolves false instead of throwing when the browser has no
 * clipboard (plain http away from localhost) or refuses (permission, no user gesture): callers
 * then show the text where it can be selected and copied by hand.
 */
export async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
