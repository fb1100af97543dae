import { useEffect, useState } from 'react';
import { takeEnrollmentPrefill, type EnrollmentPrefill } from '../../lib/enrollment-prefill.ts';

/**
 * Text another page left for this form in the tab's session storage (the pathway planner's
 * summary), taken once after hydration: the prerendered HTML always starts with empty forms.
 */
export function useEnrollmentPrefill(): EnrollmentPrefill | null {
  const [prefill, setPrefill] = useState<EnrollmentPrefill | null>(null);
  useEffect(() => {
    const taken = takeEnrollmentPrefill();
    // Storage is the external system here, read once on mount; the rule's worry (a render loop
    // from derived state) cannot happen, and rendering it earlier would not match the HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (taken) setPrefill(taken);
  }, []);
  return prefill;
}
