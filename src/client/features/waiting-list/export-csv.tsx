import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { exportWaitingList, type WaitingListFilters } from './api.ts';

/**
 * CSV of the filtered list (every page, not just this one). Student needs are sensitive, so they
 * stay out unless the admin ticks the box for this export.
 */
export function ExportCsv({ filters }: { filters: WaitingListFilters }) {
  const [includeStudentNeeds, setIncludeStudentNeeds] = useState(false);
  const exportCsv = useMutation({
    mutationFn: () => exportWaitingList(filters, includeStudentNeeds),
  });

  return (
    <section
      aria-labelledby="export-title"
      className="rounded-lg border border-line bg-surface p-5"
    >
      <h2 id="export-title" className="text-xl font-semibold text-ink">
        Export
      </h2>
      <p className="mt-1 text-ink-muted">A CSV file of every entry that matches the filters.</p>
      <Checkbox
        className="mt-4"
        label="Include student needs"
        hint="Only when you need them: the file then holds sensitive information about children."
        checked={includeStudentNeeds}
        onChange={(event) => setIncludeStudentNeeds(event.target.checked)}
      />
      <Button
        variant="secondary"
        className="mt-4"
        disabled={exportCsv.isPending}
        onClick={() => exportCsv.mutate()}
      >
        {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
      </Button>
      <div role="alert" className="empty:hidden">
        {exportCsv.error ? (
          <p className="mt-3 font-medium text-danger">
            The export failed. {describeFailure(exportCsv.error)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
