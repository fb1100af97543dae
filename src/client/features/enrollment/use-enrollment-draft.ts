import { useEffect, useRef, useState } from 'react';
import {
  clearEnrollmentDraft,
  readEnrollmentDraft,
  saveEnrollmentDraft,
  type DraftName,
} from './enrollment-draft.ts';
import { EMPTY_ENROLLMENT_VALUES, type EnrollmentValues } from './enrollment-values.ts';

/**
 * Keeps a form's answers in the tab while they are typed and puts them back after a reload.
 * The prerendered HTML always starts with an empty form, so the answers come back just after
 * hydration. A form that starts with handed-over text (the pathway summary) keeps that instead.
 */
export function useEnrollmentDraft(
  name: DraftName,
  values: EnrollmentValues,
  setValues: (values: EnrollmentValues) => void,
  /** False when the form starts with handed-over text: that text is kept instead. */
  restore: boolean,
): { restored: boolean; discard: () => void } {
  const [restored, setRestored] = useState(false);
  const start = useRef(values);

  useEffect(() => {
    const draft = restore ? readEnrollmentDraft(name) : null;
    if (!draft) return;
    setValues(draft);
    // Storage is the external system here, read once on mount; rendering it earlier would not
    // match the prerendered HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(true);
    // Once, on mount: later changes are the family's own typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // The form as it started, before the kept answers are back: saving it would clear them.
    if (values === start.current) return;
    saveEnrollmentDraft(name, values);
  }, [name, values]);

  return {
    restored,
    discard() {
      clearEnrollmentDraft(name);
      setValues(EMPTY_ENROLLMENT_VALUES);
      setRestored(false);
    },
  };
}
