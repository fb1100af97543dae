/** The element a button names in aria-controls (or another attribute holding an id). */
export function controlledElement(
  button: HTMLElement,
  attribute = 'aria-controls',
): HTMLElement | null {
  const id = button.getAttribute(attribute);
  return id ? document.getElementById(id) : null;
}
