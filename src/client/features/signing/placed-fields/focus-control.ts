/**
 * Moves focus to a control and puts it in the middle of the screen, clear of the sticky "Next
 * field" bar at the bottom (WCAG 2.4.11).
 */
export function focusControl(id: string) {
  const control = document.getElementById(id);
  if (!control) return;
  control.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
}
