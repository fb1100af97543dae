import { HONEYPOT_FIELD } from '../../../domain/waiting-list.ts';
import { useEnrollmentCopy } from './enrollment-copy.tsx';

/**
 * The anti-spam field (issue 7 item 4): off screen, hidden from screen readers and out of the tab
 * order, so only a program filling in every input puts text here. Uncontrolled on purpose: the
 * form reads it from the DOM on submit, which also catches scripts that set `.value` directly.
 */
export function HoneypotField({ id }: { id: string }) {
  const { HONEYPOT_LABEL } = useEnrollmentCopy().messages;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
      <label htmlFor={id}>{HONEYPOT_LABEL}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
