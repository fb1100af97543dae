/**
 * The anti-spam field of the public forms (the waiting list and give forms): off screen,
 * hidden from screen readers and out of the tab order, so only a program filling in every input
 * puts text here. Uncontrolled on purpose: the form reads it from the DOM on submit, which also
 * catches scripts that set `.value` directly. `name` is the server's (domain/waiting-list/waiting-list.ts
 * HONEYPOT_FIELD); `label` is in the page's language.
 */
export function HoneypotField({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
