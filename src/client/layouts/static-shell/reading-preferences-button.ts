/** React and the panel: their own chunk, downloaded only when the panel is wanted. */
const loadPanel = () => import('./reading-preferences-panel.tsx');

/**
 * features/reading-preferences/reading-preferences-button.tsx without React on the page: the
 * panel itself is the React one, started on first use (or when the pointer or focus nears).
 * A failed download (offline) leaves the button ready to try again.
 */
export function enhanceReadingPreferencesButton(button: HTMLButtonElement): void {
  const preload = () => void loadPanel().catch(() => undefined);
  button.addEventListener('pointerenter', preload);
  button.addEventListener('focus', preload);
  button.addEventListener('click', () => {
    loadPanel().then(
      (panel) => panel.openReadingPreferences(button),
      () => undefined,
    );
  });
}
