import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor give up after 1 s by default: too short on a busy 2-core machine, where a
// lazily imported dialog can take longer than that to appear.
configure({ asyncUtilTimeout: 5_000 });

/**
 * The components project runs without Vitest globals, so Testing Library cannot register its own
 * cleanup: unmount what each test rendered, undo spies, and forget what it left in the browser's
 * storage and on <html> (the reading preferences write both), so no test sees another's leftovers.
 */
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const { name } of [...document.documentElement.attributes]) {
    if (name.startsWith('data-')) document.documentElement.removeAttribute(name);
  }
});
