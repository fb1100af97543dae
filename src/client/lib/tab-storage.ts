/**
 * This tab's sessionStorage, or null where there is none: no window while the build prerenders
 * public pages, and blocked storage (private modes, policies) throws on access. What is kept here
 * never outlives the tab and never reaches the server.
 */
export function tabStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
