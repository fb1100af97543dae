import { useId, useState } from 'react';
import { Card } from '../../ui/card.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { useSetMorningDigest } from './api.ts';
import { failureWords } from './today-actions.ts';

/** "Morning mail": this list by mail on weekday mornings, for this person only. */
export function MorningDigest({
  morningDigest,
  mailServer,
}: {
  morningDigest: boolean;
  mailServer: boolean;
}) {
  const headingId = useId();
  const setDigest = useSetMorningDigest();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string>();
  const checked = setDigest.isPending ? (setDigest.variables ?? morningDigest) : morningDigest;

  function change(next: boolean) {
    if (setDigest.isPending) return;
    setStatus('');
    setFailure(undefined);
    void setDigest.mutateAsync(next).then(
      () => setStatus('Saved.'),
      (error: unknown) => setFailure(failureWords('digest', error)),
    );
  }

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="grid gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Morning mail
        </h2>
        <Checkbox
          label="Send me this list by mail at 7:00 AM (Central Time) on weekdays"
          checked={checked}
          onChange={(event) => change(event.target.checked)}
        />
        {mailServer ? null : (
          <p className="text-sm text-ink-muted">
            No mail server is set up yet: the morning mail waits in the outbox until an owner sets
            one up.
          </p>
        )}
        <p role="status" className="text-sm text-ink-muted">
          {setDigest.isPending ? 'Saving...' : status}
        </p>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
      </section>
    </Card>
  );
}
